// The back-office's CSP refuses eval. Left to itself, zod tries `new Function` once to pick a
// compiled fast path for object schemas; the browser refuses it and reports a CSP violation on
// every page, which hides a real one. Jitless runs the same checks without the probe.
//
// zod keeps its settings on this global and keeps an object it finds there (zod/v4/core's
// `globalThis.__zod_globalConfig ??= {}`). Set here, before any zod module runs, it costs the
// first download nothing, where importing zod's `config` brought ~22 kB gzip of zod into the entry
// chunk. The XSS e2e asserts that no page reports a CSP violation, so a zod that stops reading it
// is seen there.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
