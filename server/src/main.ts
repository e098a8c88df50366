import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Carta is running on ${config.publicUrl}  (${app.deps.describe})`,
  `  API documentation: ${config.publicUrl}/api/docs`,
];
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
console.log(`${lines.join('\n')}\n`);
