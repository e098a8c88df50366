import { config } from 'zod';

// The back-office's CSP refuses eval. Left to itself, zod tries `new Function` once to pick a
// compiled fast path for object schemas; the browser refuses it and reports a CSP violation on
// every page, which hides a real one. Jitless runs the same checks without the probe.
config({ jitless: true });
