import { ptBR as corePtBR } from '@mui/material/locale';
import { alpha, createTheme } from '@mui/material/styles';
import { BRAND, FONT_FAMILY as fontFamily, RADIUS } from '../shared/brand/colors';

const base = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, contrastText: '#fff' },
    secondary: { main: BRAND.accent, contrastText: BRAND.ink },
    background: { default: BRAND.surface, paper: BRAND.paper },
    text: { primary: BRAND.ink, secondary: BRAND.textSecondary },
    divider: BRAND.divider,
    success: { main: BRAND.success },
    warning: { main: BRAND.warning },
    error: { main: BRAND.error },
    info: { main: BRAND.info },
  },
  shape: { borderRadius: RADIUS },
  typography: {
    fontFamily,
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.015em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em', fontSize: '1.75rem' },
    h5: { fontWeight: 700, fontSize: '1.35rem' },
    h6: { fontWeight: 600, fontSize: '1.1rem' },
    subtitle1: { fontWeight: 500 },
    subtitle2: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
});

export const theme = createTheme(
  base,
  {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '#root': { minHeight: '100dvh' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 18 }, sizeLarge: { minHeight: 48 } },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: 14 }, outlined: { borderColor: base.palette.divider } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: { root: { backgroundColor: '#fff' } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { backgroundColor: alpha('#ffffff', 0.92), backdropFilter: 'blur(8px)' },
        },
      },
      MuiDrawer: {
        styleOverrides: { paper: { borderRight: `1px solid ${base.palette.divider}` } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected': {
              backgroundColor: alpha(BRAND.primary, 0.1),
              color: BRAND.primary,
              '& .MuiListItemIcon-root': { color: BRAND.primary },
              '&:hover': { backgroundColor: alpha(BRAND.primary, 0.14) },
            },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 38 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  // Only the core texts: the theme is in every page's first download. The date pickers get theirs from
  // shared/ui/dates/PickersProvider (with the pickers' own chunk); no screen renders the MUI X DataGrid.
  corePtBR,
);
