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
  // The spacing scale is MUI's 8 px unit: 0.5 (4 px) inside badges, 1–1.5 between lines and
  // cards, 2 inside cards and between sections' parts, 3–4 between sections (docs/design.md).
  spacing: 8,
  // The type scale (docs/design.md): h1 the screen's title (PageHeader), h2 a section
  // (SectionHeader), h3 a card's or a group's title; body1 text, body2 meta lines, caption small
  // print. Every screen uses these variants and no font sizes of its own.
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    // Long German words ("Benachrichtigungen") must fit a 360 px phone: smaller there, and a
    // word longer than the line breaks instead of widening the page.
    h1: {
      fontSize: '2rem',
      fontWeight: 700,
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
      overflowWrap: 'break-word',
      // Where the browser has the language's dictionary, a long word breaks at a syllable.
      hyphens: 'auto',
      '@media (max-width:599.95px)': { fontSize: '1.625rem' },
    },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    // One weight and size for every smaller heading, whichever variant a screen picks.
    h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Links are underlined: in running text colour alone is not enough to tell them apart
    // (WCAG 1.4.1; the dark scheme's link blue is under 3:1 against its text colour).
    MuiLink: { defaultProps: { underline: 'always' } },
    // The brand blue keeps 4.6:1 on white but not on its own hover tint (4.4:1): in the light
    // scheme text and outlined buttons darken their text while hovered.
    MuiButton: {
      styleOverrides: {
        root: ({ theme: current }) =>
          current.applyStyles('light', {
            '&.MuiButton-colorPrimary:is(.MuiButton-text, .MuiButton-outlined):hover': {
              color: current.palette.primary.dark,
            },
          }),
      },
    },
  },
});
