/**
 * The side and top space of a screen that is not a MUI `Container`: the same gutters a Container
 * gives (16 px on phones, 24 px from `sm`), so no screen's text touches the edge at 360 px.
 */
export const SCREEN_GUTTERS = {
  px: { xs: 2, sm: 3 },
  py: { xs: 2, md: 4 },
  mx: 'auto',
  width: '100%',
} as const;
