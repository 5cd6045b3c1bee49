/**
 * The brand's colours and type, written once: the MUI theme (app/theme.ts) is built from them, and
 * `applyBrandVariables` puts them on the page as CSS variables (`--feira-primary`...) for what is drawn
 * before MUI loads (the sign-in page, the brand mark, the page loader: shared/plain).
 */
export const BRAND = {
  primary: '#1d3fb8',
  primaryDark: '#142c85',
  accent: '#f59e0b',
  ink: '#0f172a',
  surface: '#f4f6fb',
  paper: '#ffffff',
  textSecondary: '#475569',
  divider: '#e2e8f0',
  success: '#16a34a',
  warning: '#d97706',
  error: '#dc2626',
  info: '#0284c7',
} as const;

export const FONT_FAMILY = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'system-ui',
  'sans-serif',
].join(',');

/** The theme's corner radius (px) for fields and cards. */
export const RADIUS = 10;

/** Sets BRAND, FONT_FAMILY and RADIUS as CSS variables on `root` (the document element). */
export function applyBrandVariables(root: HTMLElement) {
  for (const [name, value] of Object.entries(BRAND))
    root.style.setProperty(`--feira-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value);
  root.style.setProperty('--feira-font', FONT_FAMILY);
  root.style.setProperty('--feira-radius', `${RADIUS}px`);
}
