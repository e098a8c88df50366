// Node flags and environment the server runs with: `npm start` gives them to the server's process
// (scripts/start.mjs; package.json passes the flags too, for a start without the child process) and
// the benchmarks start the bundled server with the same ones, so that they measure it as it runs.

/**
 * V8's old generation allowed to grow 20% (or its 8 MB minimum step) past what the last full
 * collection left before the next one, instead of up to 4 times when collecting is cheap beside the
 * running code. Request objects alive across two young collections (a few hundred bytes a read) are
 * moved to the old generation and die there; under the read bench they piled up for a minute,
 * 20–25 MB of resident memory before a full collection came, one every ~10 s at 2 000 reads/s now
 * (a few tens of ms each). A heap growing to hundreds of MB (a large report) takes a few more full
 * collections on the way (docs/decisions/performance.md).
 */
const HEAP_GROWING = '--heap-growing-percent=20';

/**
 * V8's young generation capped at 8 MB a semi-space instead of 16: ~30 MB less resident memory after
 * the read bench, at no measurable CPU per request. 4 MB took ~15 MB more off but cost the guest read
 * about a sixth more CPU (request objects promoted before they die, docs/decisions.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', HEAP_GROWING];

/**
 * glibc's malloc with a fixed threshold: a block of 128 KB or more is mapped on its own and returned
 * to the system when freed. By default the first such free raises the threshold to that block's size
 * (up to 32 MB), so every later scrypt of a password (16 MB each, on libuv's threads) was carved from
 * a thread's heap and kept there: 32 MB of an idle server after the seed and one login, up to 64 MB
 * once four logins ran at once (docs/decisions.md). glibc reads it when the process starts, so it
 * must be in the environment node starts with; other C libraries ignore it.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
