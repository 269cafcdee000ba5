import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FilterPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The list's full filter set (its fields and, below them, its bookmarks). */
  children: ReactNode;
  /** The number of results for the filters set, for the closing button ("12 Ergebnisse anzeigen"). */
  resultCount?: number;
  /** Clears every filter; the reset button is left out without it. */
  onReset?: () => void;
  resetDisabled?: boolean;
};

/**
 * The full filter set of a list: a modal sheet from below on phones, a side panel from the right
 * on wider screens; named by its heading. Escape, the close button and "show results" close it,
 * and focus returns to the button that opened it. Load it through `LazyFilterPanel`
 * (`filter-bar.tsx`): MUI's Modal is not part of a list's first load.
 */
export function FilterPanel({
  open,
  onClose,
  children,
  resultCount,
  onReset,
  resetDisabled = false,
}: FilterPanelProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: phone
            ? { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }
            : { width: 400, maxWidth: '100vw' },
        },
      }}
    >
      <Stack sx={{ minHeight: 0, height: phone ? 'auto' : '100%' }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={headingId} component="h2" variant="h2">
            {t('filterBar.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('filterBar.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
        <Stack
          direction="row"
          sx={{ gap: 1, p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {onReset ? (
            <Button onClick={onReset} disabled={resetDisabled}>
              {t('filterBar.reset')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose} sx={{ flexGrow: 1 }}>
            {resultCount === undefined
              ? t('filterBar.showResultsUnknown')
              : t('filterBar.showResults', { count: resultCount })}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
