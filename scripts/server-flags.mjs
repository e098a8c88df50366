// Node flags and environment the server runs with: `npm start` passes them (package.json, and
// scripts/start.mjs for the environment) and the benchmarks start the bundled server with the same
// ones, so that they measure it as it runs.

/**
 * V8's young generation capped at 8 MB a semi-space instead of 16: ~30 MB less resident memory after
 * the read bench, at no measurable CPU per request. 4 MB took ~15 MB more off but cost the guest read
 * about a sixth more CPU (request objects promoted before they die, docs/decisions.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * glibc's malloc with a fixed threshold: a block of 128 KB or more is mapped on its own and returned
 * to the system when freed. By default the first such free raises the threshold to that block's size
 * (up to 32 MB), so every later scrypt of a password (16 MB each, on libuv's threads) was carved from
 * a thread's heap and kept there: 32 MB of an idle server after the seed and one login, up to 64 MB
 * once four logins ran at once (docs/decisions.md). glibc reads it when the process starts, so it
 * must be in the environment node starts with; other C libraries ignore it.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
