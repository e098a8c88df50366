import { configOrExit } from './config.ts';
import { hasGuestBuild } from './http/guest-build.ts';
import { adoptLegacyData, fromRoot, legacyDataDir } from './legacy-data.ts';
import { startFailureLine } from './start-failure.ts';

const config = configOrExit(process.env);
// Loaded once the configuration holds: a wrong variable is reported at once, not after the app's
// modules (Fastify, sharp, the database drivers) have loaded.
const { buildApp } = await import('./app.ts');
// Before the database opens: an older Carta kept its data in server/data.
const legacy = adoptLegacyData(legacyDataDir(process.env), config.dataDir, fromRoot);
if (legacy.action !== 'none') console.warn(legacy.message);
/** A start that cannot work says why in one line (and exits) instead of a stack trace. */
const orExplain = async <T>(step: Promise<T>): Promise<T> => {
  try {
    return await step;
  } catch (error) {
    const line = startFailureLine(error, config);
    if (line === null) throw error;
    console.error(line);
    process.exit(1);
  }
};
const app = await orExplain(buildApp(config));

let closing = false;
// Once: Ctrl+C reaches the server from the terminal and again from `npm start`'s processes, which
// pass signals on (scripts/start.mjs).
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await orExplain(app.listen({ port: config.port, host: config.host }));

const lines = [
  '',
  `  Carta is running on ${config.publicUrl}  (${app.deps.describe})`,
  `  API documentation: ${config.publicUrl}/api/docs`,
];
if (hasGuestBuild(config.guestDir)) {
  lines.push(`  Guest app: ${config.publicUrl}/guest/1/  (venue 1; /guest/{id}/ for another)`);
}
if (app.seedReport.seeded) {
  lines.push('  First start: the database was seeded. Logins:');
  for (const login of app.seedReport.logins) {
    const password = login.password
      ? `password ${login.password}  (generated, shown only now)`
      : 'password from the environment';
    lines.push(`    ${login.role.padEnd(5)}  ${login.email}  ${password}`);
  }
} else {
  lines.push(`  Administrator login: ${config.adminEmail}`);
}
// Repeated here because the banner is what people read; the earlier line scrolls away.
if (legacy.action === 'kept-new') lines.push(`  Note: ${legacy.message}`);
// Last thing printed at start: request lines only follow once someone opens the app.
console.log(`${lines.join('\n')}\n`);
