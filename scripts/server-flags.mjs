// Node flags the server runs with: `npm start` passes them (package.json) and the benchmarks start
// the bundled server with the same ones, so that they measure it as it runs.

/**
 * V8's young generation capped at 4 MB a semi-space instead of 16: a server's short-lived garbage
 * (a request's objects) fits in 4 MB, and the larger space only held up to ~25 MB more of resident
 * memory between scavenges (the read bench).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
