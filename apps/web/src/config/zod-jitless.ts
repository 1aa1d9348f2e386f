// Zod compiles fast parsers with `new Function` when it may; the page's Content-Security-Policy forbids eval
// (no 'unsafe-eval'), and Zod's probe for it is reported as a violation. The interpreted parsers are fast enough
// for forms and API answers.
//
// Zod keeps its settings in the object at `globalThis.__zod_globalConfig` and adopts one it finds there, so the
// setting is written without importing zod: the first load stays free of it (zod arrives with the first page that
// parses), and it is in place before any schema module runs, whichever chunk that module lands in.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
