// Node flags the server runs with: `npm start` passes them (package.json) and the benchmarks start
// the bundled server with the same ones, so that they measure it as it runs.

/**
 * V8's young generation capped at 8 MB a semi-space instead of 16: ~30 MB less resident memory after
 * the read bench, at no measurable CPU per request. 4 MB took ~15 MB more off but cost the guest read
 * about a sixth more CPU (request objects promoted before they die, docs/decisions.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
