import { createTheme } from '@mui/material/styles';
import { PRIMARY_COLOR } from '@backline/domain';

/** localStorage key of the user's colour-mode choice (light, dark or system). */
export const COLOR_MODE_STORAGE_KEY = 'backline_color_mode';

/**
 * Primary #1976D2, colour scheme following the system unless the user picks one. On dark
 * backgrounds the brand blue is too dark for text (under 4.5:1), so the dark scheme uses a lighter
 * tint of it as primary.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: PRIMARY_COLOR } } },
    dark: { palette: { primary: { main: '#64B5F6' } } },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    // Long German words ("Benachrichtigungen") must fit a 360 px phone: smaller there, and a
    // word longer than the line breaks instead of widening the page.
    h1: {
      fontSize: '2.25rem',
      fontWeight: 700,
      lineHeight: 1.2,
      overflowWrap: 'break-word',
      '@media (max-width:599.95px)': { fontSize: '1.75rem' },
    },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
