import { alpha, createTheme } from '@mui/material/styles';
import { componentTexts } from './component-texts';

/**
 * Safety green (primary) and safety orange (secondary), chosen so every text/background pair passes WCAG AA
 * (theme.test.ts checks the pairs we use). System fonts only: nothing is fetched from the network.
 */
const green = { main: '#0b6e4f', dark: '#0a5c43', light: '#3f8f74', darkest: '#0d3b2e' };

export const FOOTER_BACKGROUND = green.darkest;
export const FOOTER_TEXT = '#ffffff';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: green.main, dark: green.dark, light: green.light, contrastText: '#ffffff' },
    secondary: { main: '#a64b00', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f5', paper: '#ffffff' },
    text: { primary: '#17211e', secondary: '#4a5753', disabled: '#6b7673' },
    divider: 'rgba(13, 59, 46, 0.14)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Helvetica Neue", Arial, sans-serif',
    // Page titles are smaller on phones, so the first screen shows more than the title (docs/product.md §4).
    h4: { fontWeight: 700, fontSize: '1.5rem', '@media (min-width:600px)': { fontSize: '1.75rem' } },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...componentTexts,
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          '&.Mui-selected, &.Mui-selected:hover': {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            color: theme.palette.primary.dark,
            fontWeight: 600,
            boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
          },
          '&.Mui-selected .MuiListItemIcon-root': { color: theme.palette.primary.dark },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }),
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40, color: 'inherit' } } },
    // A table wider than a phone scrolls inside its container. The container must also be the containing block
    // of the table's absolutely placed text (the visually hidden labels): otherwise that text escapes the
    // scrolling box at its place in the wide table and the whole page scrolls sideways (docs/product.md §4).
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
  },
});
