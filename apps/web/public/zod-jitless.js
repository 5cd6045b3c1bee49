// The app runs under a Content-Security-Policy without 'unsafe-eval' (server: core/security-headers.ts),
// so zod must not compile parsers with `new Function` (even its probe for that is reported as a
// violation). zod reads this global when it builds each schema, i.e. while the app's modules load, so it
// is set by this classic script, which runs before the deferred module scripts of index.html.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
