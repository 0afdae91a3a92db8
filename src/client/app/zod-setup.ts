// The client parses with zod's interpreter, never its `new Function` fast path: the CSP forbids
// eval, and zod's probe for it would be reported as a CSP violation on every page load.
// zod keeps its global config on globalThis.__zod_globalConfig (zod/v4/core/core.js) and reads
// `jitless` when a schema is built, so setting it here, first, covers every schema without putting
// zod itself into the first script (the sign-in screen draws without it).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {};
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig!.jitless = true;

export {};
