import { PINCH_ZOOM_MAX, PINCH_ZOOM_MIN } from '@backline/domain';

/** Zoom is kept between 1 and 4 (spec section 2: pinch zoom scale). */
export const clampZoom = (scale: number): number =>
  Math.min(PINCH_ZOOM_MAX, Math.max(PINCH_ZOOM_MIN, Number.isFinite(scale) ? scale : 1));

/** How much a button or key zooms in or out. */
export const BUTTON_STEP = 0.5;
/** How far an arrow key pans, in pixels. */
export const PAN_STEP = 40;
/** Two taps within this many milliseconds are a double tap. */
export const DOUBLE_TAP_MS = 300;

export type Point = { x: number; y: number };
export type View = { scale: number; x: number; y: number };

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** At scale 1 the image sits centred; panning is limited to what the zoom added. */
export function limitOffset(view: View, box: { width: number; height: number }): View {
  if (view.scale <= 1) return { scale: view.scale, x: 0, y: 0 };
  const maxX = (box.width * (view.scale - 1)) / 2;
  const maxY = (box.height * (view.scale - 1)) / 2;
  return {
    scale: view.scale,
    x: Math.min(maxX, Math.max(-maxX, view.x)),
    y: Math.min(maxY, Math.max(-maxY, view.y)),
  };
}
