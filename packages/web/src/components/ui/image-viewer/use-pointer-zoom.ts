import { useRef, useState, type PointerEvent } from 'react';
import { distance, DOUBLE_TAP_MS, type Point, type View } from './zoom-maths.ts';

/**
 * The stage's pointer gestures: one pointer pans, two pinch to zoom, a double tap toggles the
 * zoom. `dragging` is true while a pointer is down (the image then follows without transition).
 */
export function usePointerZoom({
  scale,
  update,
  toggleZoom,
}: {
  scale: number;
  update: (change: (current: View) => View) => void;
  toggleZoom: () => void;
}) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: distance(a, b) || 1, scale };
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

  return { dragging, onPointerDown, onPointerMove, onPointerEnd };
}
