import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { AppError } from '@backline/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import { renderCrop, type CroppedImage } from '../crop-image.ts';
import { CROP_ASPECT, planCrop, type CropPurpose } from '../crop-maths.ts';

type Size = { width: number; height: number };

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.25;

export type ImageCropDialogProps = {
  /**
   * The chosen image as an object URL (`URL.createObjectURL(file)`, revoked by the caller when
   * the dialog closes); the dialog is open while there is one.
   */
  src: string | null;
  purpose: CropPurpose;
  onCancel: () => void;
  /** The crop, encoded (WebP or JPEG at quality 0.9) at the full resolution of the crop. */
  onCropped: (image: CroppedImage) => void;
};

/**
 * Crops an avatar (1:1) or a cover (3:1) in the browser before it is uploaded. Loaded lazily with
 * react-easy-crop (see `LazyImageCropDialog`). Mouse, touch and keyboard: the crop frame takes the
 * arrow keys, the zoom has a slider and buttons. Covers narrower than 960 px are refused here.
 */
export function ImageCropDialog({ src, purpose, onCancel, onCropped }: ImageCropDialogProps) {
  const { t } = useTranslation('media');
  const titleId = useId();
  return (
    <Dialog
      open={src !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
    >
      <DialogTitle id={titleId}>
        {t(purpose === 'avatar' ? 'crop.titleAvatar' : 'crop.titleCover')}
      </DialogTitle>
      {src && <CropContent src={src} purpose={purpose} onCancel={onCancel} onCropped={onCropped} />}
    </Dialog>
  );
}

function CropContent({
  src,
  purpose,
  onCancel,
  onCropped,
}: Omit<ImageCropDialogProps, 'src'> & { src: string }) {
  const { t } = useTranslation('media');
  const hintId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  // Cropping and encoding in the browser: a crop too small for its purpose is refused here.
  const apply = useMutation({
    mutationFn: async ({ area: chosen, natural: size }: { area: Area; natural: Size }) => {
      const plan = planCrop(chosen, size, purpose);
      if (!plan.ok) throw new AppError(plan.code, { field: 'file' });
      return renderCrop(src, plan, purpose);
    },
    onSuccess: onCropped,
  });

  const changeZoom = (value: number) =>
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value * 100) / 100)));

  return (
    <>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography id={hintId} variant="body2" sx={{ mb: 1 }}>
          {t('crop.hint')} {purpose === 'cover' ? t('crop.coverHint') : ''}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 260, sm: 380 },
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {unreadable ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {t('crop.unreadable')}
            </Alert>
          ) : (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={CROP_ASPECT[purpose]}
              cropShape={purpose === 'avatar' ? 'round' : 'rect'}
              showGrid={purpose === 'cover'}
              onCropChange={setCrop}
              onZoomChange={changeZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(size) =>
                setNatural({ width: size.naturalWidth, height: size.naturalHeight })
              }
              mediaProps={{ onError: () => setUnreadable(true), alt: '' }}
              cropperProps={{
                'aria-label': t('crop.areaLabel'),
                'aria-describedby': hintId,
                role: 'group',
              }}
              keyboardStep={10}
            />
          )}
          {!natural && !unreadable && (
            <Stack
              role="status"
              sx={{
                position: 'absolute',
                inset: 0,
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <CircularProgress aria-label={t('crop.loading')} />
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <IconButton
            onClick={() => changeZoom(zoom - ZOOM_STEP)}
            disabled={zoom <= MIN_ZOOM}
            aria-label={t('crop.zoomOut')}
          >
            <ZoomOutIcon />
          </IconButton>
          <Slider
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => changeZoom(Array.isArray(value) ? (value[0] ?? 1) : value)}
            aria-label={t('crop.zoom')}
            getAriaValueText={(value) => `${Math.round(value * 100)} %`}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            onClick={() => changeZoom(zoom + ZOOM_STEP)}
            disabled={zoom >= MAX_ZOOM}
            aria-label={t('crop.zoomIn')}
          >
            <ZoomInIcon />
          </IconButton>
        </Stack>
        <ErrorAlert error={apply.error} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('crop.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (area && natural) apply.mutate({ area, natural });
          }}
          disabled={!area || !natural || apply.isPending || unreadable}
        >
          {t('crop.apply')}
        </Button>
      </DialogActions>
    </>
  );
}

/** For `lazy()`: the dialog and react-easy-crop load only when an image is chosen. */
export default ImageCropDialog;
