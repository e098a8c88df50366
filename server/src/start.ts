import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './config.ts';
import {
  hasBuiltIndex,
  needsBuild,
  readInputs,
  readStamp,
  stampOf,
  writeStamp,
} from './web-stamp.ts';

/**
 * `npm start` and `npm run build`: build the web app only when its sources changed since the last
 * build (a restart then serves in about a second instead of waiting for Vite), then run the server
 * in this same process (`--build-only`: stop after the build; `--force`: build whatever the stamp).
 */
const force = process.argv.includes('--force');
const current = stampOf(readInputs(REPO_ROOT));
if (
  force ||
  needsBuild({ stored: readStamp(REPO_ROOT), current, hasIndex: hasBuiltIndex(REPO_ROOT) })
) {
  console.log(
    force
      ? 'Building the web app…'
      : 'Building the web app (its sources changed since the last build)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The stamp of the sources as read before the build: an edit made during it rebuilds next time.
  writeStamp(REPO_ROOT, current);
} else {
  console.log('Web app up to date (sources unchanged since the last build).');
}
if (!process.argv.includes('--build-only')) await import('./main.ts');
