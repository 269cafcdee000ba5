import { describe, expect, it } from 'vitest';
import { CROP_ASPECT, croppedFileName, MAX_CANVAS_PIXELS, planCrop } from './crop-maths.ts';

describe('planCrop', () => {
  it('keeps the crop at full resolution, rounded to whole pixels', () => {
    expect(
      planCrop(
        { x: 10.4, y: 20.6, width: 999.7, height: 333.2 },
        { width: 2000, height: 1000 },
        'cover',
      ),
    ).toEqual({
      ok: true,
      source: { x: 10, y: 21, width: 1000, height: 333 },
      output: { width: 1000, height: 333 },
    });
    expect(
      planCrop({ x: 0, y: 0, width: 400, height: 400 }, { width: 400, height: 600 }, 'avatar'),
    ).toEqual({
      ok: true,
      source: { x: 0, y: 0, width: 400, height: 400 },
      output: { width: 400, height: 400 },
    });
  });

  it('clamps a crop that reaches past the image to the image', () => {
    const plan = planCrop(
      { x: -5, y: -3, width: 510, height: 510 },
      { width: 500, height: 500 },
      'avatar',
    );
    expect(plan).toEqual({
      ok: true,
      source: { x: 0, y: 0, width: 500, height: 500 },
      output: { width: 500, height: 500 },
    });
  });

  it('refuses a cover crop narrower than 960 px, and accepts exactly 960', () => {
    expect(
      planCrop({ x: 0, y: 0, width: 959, height: 320 }, { width: 959, height: 800 }, 'cover'),
    ).toEqual({
      ok: false,
      code: 'validation.cover_too_narrow',
    });
    // A wide image zoomed in so far that the crop is narrow is refused too.
    expect(
      planCrop({ x: 500, y: 100, width: 600, height: 200 }, { width: 4000, height: 3000 }, 'cover'),
    ).toEqual({
      ok: false,
      code: 'validation.cover_too_narrow',
    });
    expect(
      planCrop({ x: 0, y: 0, width: 960, height: 320 }, { width: 960, height: 320 }, 'cover'),
    ).toMatchObject({
      ok: true,
      output: { width: 960, height: 320 },
    });
    // Avatars have no minimum width.
    expect(
      planCrop({ x: 0, y: 0, width: 200, height: 200 }, { width: 200, height: 200 }, 'avatar'),
    ).toMatchObject({
      ok: true,
    });
  });

  it('scales down only what a canvas cannot hold, keeping the aspect ratio', () => {
    const plan = planCrop(
      { x: 0, y: 0, width: 9000, height: 3000 },
      { width: 9000, height: 3000 },
      'cover',
    );
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.source).toEqual({ x: 0, y: 0, width: 9000, height: 3000 });
    expect(plan.output.width * plan.output.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(plan.output.width / plan.output.height).toBeCloseTo(3, 2);
    expect(plan.output.width).toBeGreaterThan(7000);
    const small = planCrop(
      { x: 0, y: 0, width: 100, height: 100 },
      { width: 100, height: 100 },
      'avatar',
      2500,
    );
    expect(small).toMatchObject({ ok: true, output: { width: 50, height: 50 } });
  });

  it('rejects empty or broken input instead of drawing nothing', () => {
    expect(
      planCrop({ x: 0, y: 0, width: 0, height: 0 }, { width: 100, height: 100 }, 'avatar'),
    ).toEqual({
      ok: false,
      code: 'validation.invalid',
    });
    expect(
      planCrop(
        { x: Number.NaN, y: 0, width: 10, height: 10 },
        { width: 100, height: 100 },
        'avatar',
      ),
    ).toMatchObject({
      ok: false,
    });
    expect(
      planCrop({ x: 200, y: 200, width: 10, height: 10 }, { width: 100, height: 100 }, 'avatar'),
    ).toMatchObject({
      ok: false,
    });
    expect(
      planCrop({ x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 100 }, 'avatar'),
    ).toMatchObject({
      ok: false,
    });
  });

  it('uses square avatars and 3:1 covers, inside what the server accepts', () => {
    expect(CROP_ASPECT).toEqual({ avatar: 1, cover: 3 });
    expect(croppedFileName('cover', 'image/webp')).toBe('cover.webp');
    expect(croppedFileName('avatar', 'image/jpeg')).toBe('avatar.jpg');
  });
});
