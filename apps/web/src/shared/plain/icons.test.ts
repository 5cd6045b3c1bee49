import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from './icons';

/** Which @mui/icons-material icon each plain icon draws. */
const SOURCES: Record<keyof typeof ICON_PATHS, string> = {
  storefront: 'StorefrontRounded',
  badge: 'BadgeRounded',
  engineering: 'EngineeringRounded',
  queryStats: 'QueryStatsRounded',
  visibility: 'VisibilityRounded',
  visibilityOff: 'VisibilityOffRounded',
};

const require = createRequire(import.meta.url);

describe('plain icons', () => {
  it.each(Object.entries(SOURCES))('%s draws the path of @mui/icons-material %s', (name, icon) => {
    const file = readFileSync(
      require.resolve(`@mui/icons-material/${icon}`).replace(/\.js$/, '.mjs'),
      'utf8',
    );
    const path = /\bd: "([^"]+)"/.exec(file)?.[1];
    expect(path).toBeTruthy();
    expect(ICON_PATHS[name as keyof typeof ICON_PATHS]).toBe(path);
  });
});
