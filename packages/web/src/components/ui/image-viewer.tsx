import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePointerZoom } from './image-viewer/use-pointer-zoom.ts';
import { useZoomView } from './image-viewer/use-zoom-view.ts';
import { ZoomToolbar } from './image-viewer/zoom-toolbar.tsx';
import { visuallyHidden } from './visually-hidden.ts';

export { clampZoom } from './image-viewer/zoom-maths.ts';

export type ImageViewerProps = {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  /**
   * The stored sizes of the picture (`pictureSources(...).srcSet`): the viewer fills the screen,
   * so the browser picks the one for the screen's width and density.
   */
  srcSet?: string;
};

/**
 * Full-screen image with zoom between 1 and 4: two-finger pinch (pointer events), mouse wheel,
 * double tap or double click, the buttons, and the keyboard (+, -, 0, arrows; Escape closes).
 */
export function ImageViewer({ open, onClose, src, alt, srcSet }: ImageViewerProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-label={t('imageViewer.label')}
      aria-describedby="image-viewer-hint"
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      {/* Mounted only while open, so every opening starts at scale 1. */}
      <ViewerContent onClose={onClose} src={src} alt={alt} srcSet={srcSet} />
    </Dialog>
  );
}

function ViewerContent({ onClose, src, alt, srcSet }: Omit<ImageViewerProps, 'open'>) {
  const { t } = useTranslation();
  const { view, update, zoomBy, reset, toggleZoom, setStageNode, onKeyDown } = useZoomView();
  const { dragging, onPointerDown, onPointerMove, onPointerEnd } = usePointerZoom({
    scale: view.scale,
    update,
    toggleZoom,
  });

  return (
    <>
      <ZoomToolbar scale={view.scale} zoomBy={zoomBy} reset={reset} onClose={onClose} />
      <Typography id="image-viewer-hint" sx={visuallyHidden}>
        {t('imageViewer.hint')}
      </Typography>
      <Box
        ref={setStageNode}
        data-testid="image-viewer-stage"
        data-scale={view.scale}
        tabIndex={0}
        role="group"
        aria-roledescription={t('imageViewer.label')}
        aria-label={alt}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={toggleZoom}
        sx={{
          flex: 1,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          touchAction: 'none',
          cursor: view.scale > 1 ? 'grab' : 'zoom-in',
          outline: 'none',
          '&:focus-visible': { boxShadow: 'inset 0 0 0 3px #90CAF9' },
        }}
      >
        <Box
          component="img"
          src={src}
          srcSet={srcSet}
          // Drawn at most as wide as the screen (zoom enlarges what was loaded).
          sizes={srcSet ? '100vw' : undefined}
          alt={alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          sx={{
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            userSelect: 'none',
            transition: dragging ? 'none' : 'transform 120ms ease-out',
          }}
        />
      </Box>
    </>
  );
}
