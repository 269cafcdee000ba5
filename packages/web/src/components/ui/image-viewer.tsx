import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { PINCH_ZOOM_MAX, PINCH_ZOOM_MIN } from '@backline/domain';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

/** Zoom is kept between 1 and 4 (spec section 2: pinch zoom scale). */
export const clampZoom = (scale: number): number =>
  Math.min(PINCH_ZOOM_MAX, Math.max(PINCH_ZOOM_MIN, Number.isFinite(scale) ? scale : 1));

const BUTTON_STEP = 0.5;
const PAN_STEP = 40;
const DOUBLE_TAP_MS = 300;

type Point = { x: number; y: number };
type View = { scale: number; x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** At scale 1 the image sits centred; panning is limited to what the zoom added. */
function limitOffset(view: View, box: { width: number; height: number }): View {
  if (view.scale <= 1) return { scale: view.scale, x: 0, y: 0 };
  const maxX = (box.width * (view.scale - 1)) / 2;
  const maxY = (box.height * (view.scale - 1)) / 2;
  return {
    scale: view.scale,
    x: Math.min(maxX, Math.max(-maxX, view.x)),
    y: Math.min(maxY, Math.max(-maxY, view.y)),
  };
}

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
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const stageRef = useRef<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  const [dragging, setDragging] = useState(false);

  const boxSize = () => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  const update = useCallback((change: (current: View) => View) => {
    setView((current) => {
      const next = change(current);
      const rect = stageRef.current?.getBoundingClientRect();
      return limitOffset(
        { ...next, scale: clampZoom(next.scale) },
        { width: rect?.width ?? 0, height: rect?.height ?? 0 },
      );
    });
  }, []);

  const zoomBy = useCallback(
    (delta: number) => update((current) => ({ ...current, scale: current.scale + delta })),
    [update],
  );
  const reset = useCallback(() => setView({ scale: 1, x: 0, y: 0 }), []);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.002);
      update((current) => ({ ...current, scale: current.scale * factor }));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage, update]);

  const setStageNode = useCallback((node: HTMLDivElement | null) => {
    stageRef.current = node;
    setStage(node);
  }, []);

  const toggleZoom = () => update((current) => ({ scale: current.scale > 1 ? 1 : 2, x: 0, y: 0 }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: distance(a, b) || 1, scale: view.scale };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const start = pinch.current;
      update((current) => ({ ...current, scale: (start.scale * distance(a, b)) / start.distance }));
    } else if (pointers.current.size === 1) {
      update((current) => ({
        ...current,
        x: current.x + point.x - previous.x,
        y: current.y + point.y - previous.y,
      }));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
    if (event.type === 'pointerup' && event.pointerType === 'touch') {
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        toggleZoom();
      } else {
        lastTap.current = now;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const size = boxSize();
    const pan = (dx: number, dy: number) => {
      if (view.scale <= 1 || size.width === 0) return;
      update((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    };
    switch (event.key) {
      case '+':
      case '=':
        zoomBy(BUTTON_STEP);
        break;
      case '-':
      case '_':
        zoomBy(-BUTTON_STEP);
        break;
      case '0':
        reset();
        break;
      case 'ArrowLeft':
        pan(PAN_STEP, 0);
        break;
      case 'ArrowRight':
        pan(-PAN_STEP, 0);
        break;
      case 'ArrowUp':
        pan(0, PAN_STEP);
        break;
      case 'ArrowDown':
        pan(0, -PAN_STEP);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const percent = Math.round(view.scale * 100);

  return (
    <>
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
          disabled={view.scale <= PINCH_ZOOM_MIN}
          aria-label={t('imageViewer.zoomOut')}
        >
          <ZoomOutIcon />
        </IconButton>
        <IconButton
          color="inherit"
          onClick={() => zoomBy(BUTTON_STEP)}
          disabled={view.scale >= PINCH_ZOOM_MAX}
          aria-label={t('imageViewer.zoomIn')}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton
          color="inherit"
          onClick={reset}
          disabled={view.scale === 1}
          aria-label={t('imageViewer.reset')}
        >
          <ZoomOutMapIcon />
        </IconButton>
        <IconButton color="inherit" onClick={onClose} aria-label={t('imageViewer.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
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
