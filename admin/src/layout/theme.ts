import { createTheme } from '@mui/material/styles';

import { brandColor } from './brand';

/**
 * One theme for the sign-in page and the dashboard. System fonts (nothing is fetched
 * from a font host), and a focus ring that is always visible for keyboard users.
 */
export const theme = createTheme({
  palette: {
    primary: { main: brandColor },
    secondary: { main: '#0f766e' },
    background: { default: '#f5f6fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // MUI removes the outline of its buttons and links; keyboard users still need to see
        // where they are. Text fields keep their own focused border instead.
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="link"]:focus-visible, [tabindex]:not(input):focus-visible, input[type="file"]:focus-visible':
          { outline: '3px solid #f59e0b !important', outlineOffset: '2px' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
