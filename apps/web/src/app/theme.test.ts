import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  // AppProviders hands it to @mui/system's ThemeProvider, and the build leaves MUI's CSS-variables
  // theme code out (apps/web/vite.config.ts, muiThemeWithoutCssVars): both need a theme without them.
  it('uses no CSS variables or color schemes', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVariables');
  });
});
