import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BUTTON_STEP, clampZoom, limitOffset, PAN_STEP, type View } from './zoom-maths.ts';

/**
 * The viewer's zoom and offset, kept within bounds, on a stage element: wheel zoom on it, the
 * keyboard (+, -, 0, arrows), and the changes the buttons and gestures make.
 */
export function useZoomView() {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const stageRef = useRef<HTMLDivElement | null>(null);

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

  return { view, update, zoomBy, reset, toggleZoom, setStageNode, onKeyDown };
}
