import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The gig list's filters on a phone: a modal sheet from below, named by its heading. Escape, the
 * close button and "show results" close it; focus returns to the button that opened it.
 */
export function GigFilterDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {t('filters')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('filtersClose')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
        <Button variant="contained" fullWidth onClick={onClose} sx={{ mt: 2 }}>
          {t('showResults')}
        </Button>
      </Box>
    </Drawer>
  );
}
