import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clampZoom, ImageViewer } from './image-viewer.tsx';

const stage = () => screen.getByTestId('image-viewer-stage');
const scale = () => Number(stage().getAttribute('data-scale'));

function renderViewer() {
  const onClose = vi.fn();
  renderWithProviders(
    <ImageViewer open onClose={onClose} src="/bild.jpg" alt="Die Band auf der Bühne" />,
  );
  return { onClose };
}

describe('clampZoom', () => {
  it.each([
    [0, 1],
    [0.5, 1],
    [1, 1],
    [2.5, 2.5],
    [4, 4],
    [12, 4],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d → %d', (input, output) => {
    expect(clampZoom(input)).toBe(output);
  });
});

describe('ImageViewer', () => {
  it('zooms with the buttons, never beyond 4 or below 1', async () => {
    const user = userEvent.setup();
    renderViewer();
    const zoomIn = screen.getByRole('button', { name: 'Vergrößern' });
    const zoomOut = screen.getByRole('button', { name: 'Verkleinern' });
    expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 6; i += 1) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(scale()).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent('Zoom 400 %');
    expect(zoomIn).toBeDisabled();
    for (let i = 0; i < 6; i += 1) if (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
    expect(scale()).toBe(1);
    expect(zoomOut).toBeDisabled();
  });

  it('zooms with the keyboard within 1..4 and resets with 0', async () => {
    const user = userEvent.setup();
    renderViewer();
    stage().focus();
    await user.keyboard('++++++++++');
    expect(scale()).toBe(4);
    await user.keyboard('0');
    expect(scale()).toBe(1);
    await user.keyboard('----');
    expect(scale()).toBe(1);
  });

  it('pinches with two pointers, clamped to 1..4', () => {
    renderViewer();
    const pointer = (type: string, id: number, x: number) =>
      fireEvent[type as 'pointerDown'](stage(), {
        pointerId: id,
        clientX: x,
        clientY: 100,
        pointerType: 'touch',
      });
    pointer('pointerDown', 1, 100);
    pointer('pointerDown', 2, 120);
    pointer('pointerMove', 2, 160); // distance 20 → 60: ×3
    expect(scale()).toBeCloseTo(3);
    pointer('pointerMove', 2, 1100); // ×50 → clamped
    expect(scale()).toBe(4);
    pointer('pointerMove', 2, 101); // ×0.05 → clamped
    expect(scale()).toBe(1);
    pointer('pointerUp', 1, 100);
    pointer('pointerUp', 2, 101);
  });

  it('zooms with the wheel, clamped, and toggles with a double click', () => {
    renderViewer();
    fireEvent.wheel(stage(), { deltaY: -5000 });
    expect(scale()).toBe(4);
    fireEvent.wheel(stage(), { deltaY: 5000 });
    expect(scale()).toBe(1);
    fireEvent.doubleClick(stage());
    expect(scale()).toBe(2);
    fireEvent.doubleClick(stage());
    expect(scale()).toBe(1);
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Bildansicht schließen' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Die Band auf der Bühne' })).toBeVisible();
  });
});
