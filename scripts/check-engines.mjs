// Every installed package must accept the oldest Node we support (README): a dependency that
// declares Node >= 22 fails the gate here instead of on a venue's server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const semver = require('semver');
const NODE = '20.19.0';
const root = new URL('..', import.meta.url).pathname;

const packageDirs = (dir) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) return packageDirs(path);
    return [path, ...packageDirs(join(path, 'node_modules'))];
  });
};

const refused = [];
for (const dir of packageDirs(join(root, 'node_modules'))) {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const range = pkg.engines?.node;
  if (typeof range !== 'string' || !semver.validRange(range)) continue;
  if (!semver.satisfies(NODE, range)) refused.push(`${pkg.name}@${pkg.version} (node ${range})`);
}
if (refused.length > 0) {
  console.error(`Packages that do not accept Node ${NODE}:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
console.log(`engines: every installed package accepts Node ${NODE}`);
