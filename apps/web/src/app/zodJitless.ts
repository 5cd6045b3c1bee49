/*
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (server: core/security-headers.ts),
 * so zod must not compile parsers with `new Function` (even its probe for that is reported as a
 * violation). zod reads this global when it builds each schema. The entry holds no zod (it comes with
 * the forms' lazy chunks), and this module is main.tsx's first import, so it runs before any schema is
 * built. Declared in package.json "sideEffects" so that the build keeps this bare import.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
