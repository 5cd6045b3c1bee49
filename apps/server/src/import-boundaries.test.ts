import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// app.ts is the top of the server: it imports every module (modules/index.ts), so a module, core or db
// file that imported it back would close an import cycle through the whole app. What modules need from
// the app (AppDeps, ZodApp) lives in core/app-deps.ts; only the entry point, tests and their support
// build the app.
const src = path.dirname(fileURLToPath(import.meta.url));
const appFile = path.join(src, 'app');

/** Who may import app.ts: the process entry point, the tests and the test support that boot the app. */
const mayImportApp = (rel: string) =>
  rel === 'main.ts' || rel.endsWith('.test.ts') || rel.startsWith(`test-support${path.sep}`);

/** The module specifiers a file names: `import … from`, `export … from`, `import '…'` and `import('…')`. */
const importedSpecifiers = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g)].map((m) => m[1] as string);

/** "<importer> -> <specifier>" for every import of app.ts by a file that may not import it. */
function appImports(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const rel = path.relative(src, file);
    if (mayImportApp(rel)) continue;
    for (const spec of importedSpecifiers(read(file))) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec).replace(/\.[jt]s$/, '');
      if (target === appFile) found.push(`${rel} -> ${spec}`);
    }
  }
  return found;
}

describe('import boundaries (server)', () => {
  it('no module, core, db or infra file imports app.ts (no import cycle through the app)', () => {
    const files = readdirSync(src, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(100);
    expect(appImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('catches the imports it is meant to catch', () => {
    const files = {
      [path.join(src, 'modules', 'news', 'news.routes.ts')]:
        "import type { AppDeps, ZodApp } from '../../app';",
      [path.join(src, 'modules', 'index.ts')]: "import type { AppDeps } from '../app.js';",
      [path.join(src, 'core', 'late.ts')]: "const { buildApp } = await import('../app');",
      [path.join(src, 'modules', 'news', 'news.service.ts')]:
        "import type { AppDeps } from '../../core/app-deps';",
      [path.join(src, 'main.ts')]: "import { buildApp } from './app';",
      [path.join(src, 'security', 'edges.test.ts')]: "import { buildApp } from '../app';",
    };
    expect(appImports(Object.keys(files), (f) => files[f] as string)).toEqual([
      `${path.join('modules', 'news', 'news.routes.ts')} -> ../../app`,
      `${path.join('modules', 'index.ts')} -> ../app.js`,
      `${path.join('core', 'late.ts')} -> ../app`,
    ]);
  });
});
