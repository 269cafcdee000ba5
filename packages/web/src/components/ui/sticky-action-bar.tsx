import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';

/** The bar's height on phones without the safe area: a 40 px button and 12 px above and below. */
const BAR_HEIGHT = 64;
const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';
/** The height a bar fixed to the bottom of a phone's screen takes, for what floats above it. */
export const BOTTOM_BAR_VARIABLE = '--backline-bottom-bar';

/**
 * The primary action of a detail screen (apply, follow, message). Beside the title on wide
 * screens; on phones a bar fixed to the bottom of the screen, so the action is in reach with the
 * thumb and never scrolled away. It is the same element at every width (one button in the
 * accessibility tree). While it is shown on a phone, the page gets the bar's height as bottom
 * padding, so it never covers the end of the content or the footer.
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('sm')]: {
            body: { paddingBottom: `calc(${BAR_HEIGHT}px + ${SAFE_AREA})` },
            // Snackbars (snackbar-view.tsx) rise above the bar instead of covering the action.
            ':root': { [BOTTOM_BAR_VARIABLE]: `calc(${BAR_HEIGHT}px + ${SAFE_AREA})` },
          },
        })}
      />
      <Box
        data-sticky-action-bar=""
        sx={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          [theme.breakpoints.down('sm')]: {
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: theme.zIndex.appBar,
            flexWrap: 'nowrap',
            minHeight: BAR_HEIGHT,
            px: 2,
            pt: 1.5,
            pb: `calc(${theme.spacing(1.5)} + ${SAFE_AREA})`,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
            // One action fills the bar; two share it.
            '& > *': { flex: '1 1 0', minWidth: 0 },
          },
        })}
      >
        {children}
      </Box>
    </>
  );
}
