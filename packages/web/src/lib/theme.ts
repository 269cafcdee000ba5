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
    // MUI's orange warning (#ED6C02) is 3.0:1 on white, too light for the text of an outlined
    // button; this amber keeps 4.5:1.
    light: { palette: { primary: { main: PRIMARY_COLOR }, warning: { main: '#B45309' } } },
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
    // One weight for every smaller heading, whichever variant a screen picks.
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Links are underlined: in running text colour alone is not enough to tell them apart
    // (WCAG 1.4.1; the dark scheme's link blue is under 3:1 against its text colour).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
