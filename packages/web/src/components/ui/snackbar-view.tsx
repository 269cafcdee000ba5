import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export type Notice = {
  message: string;
  /** Takes the action back; shown as "Rückgängig" / "Undo" while the notice is up. */
  undo?: () => void;
};

/** How long a notice stays; one with undo a little longer, to reach the button. */
const DURATION_MS = 4000;
const UNDO_DURATION_MS = 6000;

/** The snackbar of the notice at the head of the queue (`SnackbarProvider`). */
export function SnackbarView({
  notice,
  open,
  onClose,
  onExited,
}: {
  notice: Notice & { key: number };
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      key={notice.key}
      open={open}
      autoHideDuration={notice.undo ? UNDO_DURATION_MS : DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      slotProps={{ transition: { onExited } }}
      message={notice.message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above a detail screen's sticky action bar on phones, not over it.
      sx={(theme) => ({
        [theme.breakpoints.down('sm')]: { bottom: 'calc(8px + var(--backline-bottom-bar, 0px))' },
      })}
      action={
        notice.undo ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              notice.undo?.();
              onClose();
            }}
          >
            {t('undo')}
          </Button>
        ) : undefined
      }
    />
  );
}
