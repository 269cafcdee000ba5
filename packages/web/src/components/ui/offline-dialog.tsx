import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useTranslation } from 'react-i18next';

/**
 * 'Device offline' (spec section 2): blocks the app while there is no connection. It has no close
 * button and ignores Escape and backdrop clicks; it goes away when the device is online again.
 */
export function OfflineDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      aria-labelledby="offline-dialog-title"
      aria-describedby="offline-dialog-text"
    >
      <DialogTitle id="offline-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WifiOffIcon aria-hidden="true" />
        {t('offline.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="offline-dialog-text" sx={{ mb: 2 }}>
          {t('offline.text')}
        </DialogContentText>
        <LinearProgress aria-label={t('offline.waiting')} />
      </DialogContent>
    </Dialog>
  );
}
