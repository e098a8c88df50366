import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { scopes } from './auth/scopes.ts';
import { createTokens, loadSecret } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { type SeedReport, seedIfEmpty } from './db/seed/index.ts';
import type { App, Deps } from './deps.ts';
import { errorHandling } from './http/errors.ts';
import { inputGuards, lenientJsonBodies } from './http/input-guards.ts';
import { loggerOptions, logRequests } from './http/logging.ts';
import { securityHeaders, webPath } from './http/security.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogueRoutes } from './routes/catalogues.ts';
import { catalogueImportRoutes } from './routes/catalogues-import.ts';
import { contentRoutes } from './routes/contents.ts';
import { dishOrderRoutes } from './routes/dish-orders.ts';
import { enterpriseRoutes } from './routes/enterprises.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { infotenRoutes } from './routes/infoten.ts';
import { menuRoutes } from './routes/menus.ts';
import { providerRoutes } from './routes/providers.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { translateRoutes } from './routes/translate.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users.ts';
import { utilRoutes } from './routes/utils.ts';

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
    if (path === null || path.startsWith('/api/')) return reply.callNotFound();
    return reply.sendFile(
      path === '/' || !existsSync(join(webDir, path)) ? 'index.html' : path.slice(1),
    );
  });
};

/** The Fastify app on its database, migrated and seeded; closing it closes the database. */
export const buildApp = async (config: Config): Promise<App> => {
  const database = await openDatabase(config);
  await migrateToLatest(database.db, database.dialect, database.schema);
  const seedReport = await seedIfEmpty(database.db, config);
  const tokens = createTokens(loadSecret(config.jwtSecret, config.dataDir));
  const deps: Deps = { ...database, tokens, config };

  const app = Fastify({
    bodyLimit: 10 * 1024 * 1024,
    ...loggerOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('seedReport', seedReport);
  app.decorate('deps', deps);
  app.addHook('onClose', () => database.db.destroy());

  errorHandling(app);
  logRequests(app, config.logFormat);
  securityHeaders(app);
  lenientJsonBodies(app);
  inputGuards(app);
  await app.register(scopes, { tokens });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Carta API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of [
    authRoutes,
    enterpriseRoutes,
    userRoutes,
    menuRoutes,
    revisionRoutes,
    contentRoutes,
    uploadRoutes,
    translateRoutes,
    geocodeRoutes,
    utilRoutes,
    dishOrderRoutes,
    catalogueRoutes,
    catalogueImportRoutes,
    infotenRoutes,
    providerRoutes,
  ]) {
    routes(app, deps);
  }
  if (config.webDir && existsSync(join(config.webDir, 'index.html')))
    await serveWeb(app, config.webDir);
  return app;
};
