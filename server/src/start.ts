import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './config.ts';
import {
  APP_BUILDS,
  hasBuiltIndex,
  needsBuild,
  readInputs,
  readStamp,
  stampOf,
  writeStamp,
} from './web-stamp.ts';

/**
 * `npm start` and `npm run build`: build the back-office and the guest app, each only when its
 * sources changed since its last build (a restart then serves in about a second instead of waiting
 * for Vite), then run the server in this same process (`--build-only`: stop after the builds;
 * `--force`: build whatever the stamps say).
 */
const force = process.argv.includes('--force');
const label = { web: 'web app', guest: 'guest app' } as const;
for (const app of APP_BUILDS) {
  const current = stampOf(readInputs(REPO_ROOT, app.inputs));
  const stored = readStamp(REPO_ROOT, app.stampFile);
  if (!force && !needsBuild({ stored, current, hasIndex: hasBuiltIndex(REPO_ROOT, app.dist) })) {
    console.log(`The ${label[app.name]} is up to date (sources unchanged since the last build).`);
    continue;
  }
  console.log(
    force
      ? `Building the ${label[app.name]}…`
      : `Building the ${label[app.name]} (its sources changed since the last build)…`,
  );
  const build = spawnSync('npm', ['run', 'build', '-w', app.name], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The stamp of the sources as read before the build: an edit made during it rebuilds next time.
  writeStamp(REPO_ROOT, current, app.stampFile);
}
if (!process.argv.includes('--build-only')) await import('./main.ts');
