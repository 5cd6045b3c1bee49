import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: this file runs from src/ (TypeScript through tsx) or from dist/ (the compiled server,
 * scripts/build-server.mjs, where every module is bundled into dist/main.mjs); both sit right under
 * apps/server, so files the server reads (migrations, the web build) are found from here either way.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
