import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Features use each other only through their front door, `features/<area>/index.ts`: what an area
// exports there is what others may rely on, and its inner files can move or change without breaking
// another area. (The app shell in `app/` is not a feature: its route tables load pages lazily by path.)
const src = path.dirname(fileURLToPath(import.meta.url));
const features = path.join(src, 'features');

/** Every .ts/.tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The module specifiers a file names: `import … from`, `export … from`, `import '…'` and `import('…')`. */
function importedSpecifiers(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g)].map((m) => m[1] as string);
}

/** The feature a path belongs to, or null outside features/. */
const featureOf = (file: string) => {
  const rel = path.relative(features, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : (rel.split(path.sep)[0] ?? null);
};

/** `features/<area>` itself or its index file: the only way in from another feature. */
const isFrontDoor = (target: string, area: string) =>
  [path.join(features, area), path.join(features, area, 'index')].includes(target.replace(/\.tsx?$/, ''));

/** "<importer> -> <specifier>" for every import from one feature into another's inner file. */
function innerImports(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const spec of importedSpecifiers(read(file))) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const to = featureOf(target);
      if (to && to !== from && !isFrontDoor(target, to)) found.push(`${path.relative(src, file)} -> ${spec}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it("no feature imports another feature's inner file (only features/<area>/index.ts)", () => {
    expect(innerImports(sourceFiles(features), (f) => readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('catches the inner imports it is meant to catch', () => {
    const files = {
      [path.join(features, 'builders', 'Page.tsx')]: [
        "import { CompanyEditDialog } from '../companies/CompanyEditDialog';",
        "import type { Company } from '../companies/types';",
        "const Lazy = lazy(() => import('../consumption/StandConsumptionSummaryCard'));",
        "import { getCompany } from '../companies';",
        "import { x } from '../companies/index';",
        "import { y } from './types';",
      ].join('\n'),
      [path.join(features, 'events', 'kiosk', 'KioskPage.tsx')]: "import { kioskCheck } from '../api';",
      [path.join(src, 'app', 'routes.tsx')]: "import { r } from '../features/users/publicRoutes';",
    };
    expect(innerImports(Object.keys(files), (f) => files[f] as string)).toEqual([
      `${path.join('features', 'builders', 'Page.tsx')} -> ../companies/CompanyEditDialog`,
      `${path.join('features', 'builders', 'Page.tsx')} -> ../companies/types`,
      `${path.join('features', 'builders', 'Page.tsx')} -> ../consumption/StandConsumptionSummaryCard`,
    ]);
  });
});
