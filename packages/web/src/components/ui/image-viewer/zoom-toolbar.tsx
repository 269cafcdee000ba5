import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { PINCH_ZOOM_MAX, PINCH_ZOOM_MIN } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { BUTTON_STEP } from './zoom-maths.ts';

/** The viewer's top bar: the zoom in percent (a status), zoom out, zoom in, reset and close. */
export function ZoomToolbar({
  scale,
  zoomBy,
  reset,
  onClose,
}: {
  scale: number;
  zoomBy: (delta: number) => void;
  reset: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const percent = Math.round(scale * 100);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 1, zIndex: 1 }}
    >
      <Typography role="status" sx={{ mr: 'auto', pl: 1 }}>
        {t('imageViewer.zoom', { percent })}
      </Typography>
      <IconButton
        color="inherit"
        onClick={() => zoomBy(-BUTTON_STEP)}
        disabled={scale <= PINCH_ZOOM_MIN}
        aria-label={t('imageViewer.zoomOut')}
      >
        <ZoomOutIcon />
      </IconButton>
      <IconButton
        color="inherit"
        onClick={() => zoomBy(BUTTON_STEP)}
        disabled={scale >= PINCH_ZOOM_MAX}
        aria-label={t('imageViewer.zoomIn')}
      >
        <ZoomInIcon />
      </IconButton>
      <IconButton
        color="inherit"
        onClick={reset}
        disabled={scale === 1}
        aria-label={t('imageViewer.reset')}
      >
        <ZoomOutMapIcon />
      </IconButton>
      <IconButton color="inherit" onClick={onClose} aria-label={t('imageViewer.close')}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
