import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { scopes } from './auth/scopes.ts';
import { sessionCheck, sessionEndReason } from './auth/sessions.ts';
import { createTokens, loadSecret } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { type SeedReport, seedIfEmpty } from './db/seed/index.ts';
import type { App, Deps } from './deps.ts';
import { compression } from './http/compression.ts';
import { errorHandling, frameworkErrors, MAX_PARAM_LENGTH } from './http/errors.ts';
import { serveGuestApp } from './http/guest-app.ts';
import { hasGuestBuild } from './http/guest-build.ts';
import { inputGuards, lenientJsonBodies } from './http/input-guards.ts';
import { loggerOptions, logRequests } from './http/logging.ts';
import { swaggerOptions } from './http/openapi.ts';
import { sharedRateLimitStore } from './http/rate-limit-store.ts';
import { securityHeaders, webPath } from './http/security.ts';
import { serveSeo } from './http/seo.ts';
import { pruneAudit } from './repos/audit.ts';
import { databaseLimitStore } from './repos/limit-counters.ts';
import type { Queryable } from './repos/types.ts';
import { answerRoutes } from './routes/answers.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogueRoutes } from './routes/catalogues.ts';
import { catalogueImportRoutes } from './routes/catalogues-import.ts';
import { contentRoutes } from './routes/contents.ts';
import { dishOrderEventRoutes } from './routes/dish-order-events.ts';
import { dishOrderOrderRoutes } from './routes/dish-order-orders.ts';
import { dishOrderPointRoutes } from './routes/dish-order-points.ts';
import { dishOrderServiceRoutes } from './routes/dish-order-service.ts';
import { dishOrderSessionRoutes } from './routes/dish-order-session.ts';
import { dishOrderRoutes } from './routes/dish-orders.ts';
import { enterpriseAdminRoutes } from './routes/enterprise-admin.ts';
import { enterpriseRoutes } from './routes/enterprises.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { guestPublicRoutes } from './routes/guest-public.ts';
import { infotenRoutes } from './routes/infoten.ts';
import { integrationPrinterRoutes } from './routes/integrations-printers.ts';
import { integrationWebhookRoutes } from './routes/integrations-webhooks.ts';
import { kitchenRoutes } from './routes/kitchen.ts';
import { menuRoutes } from './routes/menus.ts';
import { paymentNotifyRoutes } from './routes/payment-notify.ts';
import { paymentReceiptRoutes } from './routes/payment-receipts.ts';
import { paymentRefundRoutes } from './routes/payment-refunds.ts';
import { paymentRoutes } from './routes/payments.ts';
import { providerRoutes } from './routes/providers.ts';
import { reportRoutes } from './routes/reports.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { roomChargeRoutes } from './routes/room-charge.ts';
import { translateRoutes } from './routes/translate.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users.ts';
import { utilRoutes } from './routes/utils.ts';
import { startIntegrationWorkers } from './services/integrations/workers.ts';
import { memoryLimitStore } from './services/limits/memory.ts';
import type { LimitStore } from './services/limits/store.ts';
import { startMaintenance } from './services/maintenance/job.ts';
import { OrderHub } from './services/orders/hub.ts';
import { listenForEvents } from './services/orders/listen.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seedReport: SeedReport;
    deps: Deps;
  }
}

const serveWeb = async (app: App, webDir: string) => {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    // The build wrote .br and .gz beside each file (scripts/vite-precompress.ts).
    preCompressed: true,
    // Vite's hashed files sit directly in assets/ and never change; everything else (index.html,
    // public files such as assets/allergens/*.svg) may, so browsers revalidate it.
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        dirname(path) === join(webDir, 'assets')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', { config: { scope: 'public' }, schema: { hide: true } }, (request, reply) => {
    const path = webPath(request.url);
    // /guest/… is the guest app's (http/guest-app.ts), even when it is not built.
    const notWeb = path === null || path.startsWith('/api/') || /^\/guest(\/|$)/.test(path);
    if (notWeb) return reply.callNotFound();
    return reply.sendFile(
      path === '/' || !existsSync(join(webDir, path)) ? 'index.html' : path.slice(1),
    );
  });
};

/**
 * Where counts shared by every process live: Redis when REDIS_URL is set (its client is loaded only
 * then), otherwise the database itself. In a shared Redis, each PostgreSQL schema (or SQLite data
 * folder) keeps keys of its own: the processes of one installation count together, nobody else.
 */
const limitStoreOf = async (
  config: Config,
  db: Queryable,
): Promise<LimitStore & { readonly close?: () => Promise<void> }> => {
  if (!config.redisUrl) return databaseLimitStore(db);
  const { redisLimitStore } = await import('./services/limits/redis.ts');
  const place = config.databaseUrl
    ? `pg-${config.pgSchema ?? 'public'}`
    : `sqlite-${createHash('sha256').update(resolve(config.dataDir)).digest('hex').slice(0, 12)}`;
  return redisLimitStore(config.redisUrl, `carta:${place}:`);
};

/** Fastify's compiler factories (typed for its ajv defaults) answering zod's compilers. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** The Fastify app on its database, migrated and seeded; closing it closes the database. */
export const buildApp = async (config: Config): Promise<App> => {
  const database = await openDatabase(config);
  await migrateToLatest(database.db, database.dialect, database.schema);
  const seedReport = await seedIfEmpty(database.db, config);
  // Records past retention of enterprises nobody writes to any more (each write prunes its own).
  await pruneAudit(database.db);
  const tokens = createTokens(loadSecret(config.jwtSecret, config.dataDir));
  const limits = await limitStoreOf(config, database.db);
  const deps: Deps = { ...database, tokens, config, hub: new OrderHub(), limits };

  const app = Fastify({
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    frameworkErrors,
    // zod's compilers, which every route uses, from the start: given only through
    // setValidatorCompiler/setSerializerCompiler afterwards, Fastify first loaded its defaults
    // (ajv, fast-json-stringify), ~1.6 MB of heap unused.
    schemaController: { compilersFactory: zodCompilers },
    ...loggerOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('seedReport', seedReport);
  app.decorate('deps', deps);
  // Open event streams end first, so that closing does not wait for their clients.
  app.addHook('preClose', async () => deps.hub.shutdown());
  if (database.dialect.name === 'postgres' && config.databaseUrl) {
    const listener = listenForEvents(config.databaseUrl, database.schema, deps.hub, app.log);
    app.addHook('onClose', () => listener.close());
  }
  app.addHook('onClose', () => database.db.destroy());
  app.addHook('onClose', () => limits.close?.());
  if (config.processName) {
    const name = config.processName;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Carta-Process', name);
    });
  }
  // Reconciliation, stale refund claims, old idempotency keys and order events (docs/architecture.md).
  if (config.maintenanceEveryMs !== null) {
    const stopMaintenance = startMaintenance(deps, app.log, config.maintenanceEveryMs);
    app.addHook('preClose', () => stopMaintenance());
  }
  // Webhook deliveries and kitchen tickets written with order events are sent from here.
  const stopIntegrations = startIntegrationWorkers(deps, app.log);
  app.addHook('preClose', async () => stopIntegrations());

  errorHandling(app);
  logRequests(app, config.logFormat);
  securityHeaders(app);
  lenientJsonBodies(app);
  inputGuards(app);
  await compression(app);
  await app.register(scopes, {
    tokens,
    sessions: sessionCheck(database.db),
    endReason: (token) => sessionEndReason(database.db, token),
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(limits, memoryLimitStore()),
  });
  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of [
    authRoutes,
    enterpriseRoutes,
    enterpriseAdminRoutes,
    userRoutes,
    menuRoutes,
    revisionRoutes,
    contentRoutes,
    uploadRoutes,
    translateRoutes,
    geocodeRoutes,
    utilRoutes,
    dishOrderRoutes,
    dishOrderPointRoutes,
    dishOrderSessionRoutes,
    dishOrderOrderRoutes,
    dishOrderEventRoutes,
    dishOrderServiceRoutes,
    kitchenRoutes,
    catalogueRoutes,
    catalogueImportRoutes,
    infotenRoutes,
    providerRoutes,
    guestPublicRoutes,
    answerRoutes,
    paymentRoutes,
    roomChargeRoutes,
    paymentRefundRoutes,
    paymentReceiptRoutes,
    paymentNotifyRoutes,
    reportRoutes,
    integrationWebhookRoutes,
    integrationPrinterRoutes,
  ]) {
    await routes(app, deps);
  }
  serveSeo(app);
  if (config.webDir && existsSync(join(config.webDir, 'index.html')))
    await serveWeb(app, config.webDir);
  if (hasGuestBuild(config.guestDir)) await serveGuestApp(app, config.guestDir);
  return app;
};
