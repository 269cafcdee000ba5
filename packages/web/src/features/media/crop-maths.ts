import { COVER_MIN_WIDTH } from '@backline/domain';

/** Avatar and cover crops: the shapes the editor offers and the server accepts. */
export type CropPurpose = 'avatar' | 'cover';

/**
 * Width : height of the crop frame. Avatars are square, covers 3:1 (the server accepts
 * `AVATAR_ASPECT_RANGE` and `COVER_ASPECT_RANGE`; these sit in the middle of them).
 */
export const CROP_ASPECT: Record<CropPurpose, number> = { avatar: 1, cover: 3 };

/**
 * The largest canvas every browser draws (iOS Safari: 16,777,216 pixels). A crop above it is
 * scaled down; anything below is kept at full resolution.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;

export type Rect = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };

export type CropPlan =
  | {
      ok: true;
      /** The part of the image to copy, in image pixels (inside the image, whole pixels). */
      source: Rect;
      /** The canvas to draw it on. */
      output: Size;
    }
  | { ok: false; code: 'validation.cover_too_narrow' | 'validation.invalid' };

/**
 * From react-easy-crop's `croppedAreaPixels` (natural image pixels, possibly fractional or a
 * little outside the image) to what the canvas copies: clamped to the image, rounded to whole
 * pixels, at full resolution unless the canvas limit forces a smaller one. A cover narrower than
 * 960 px is refused before anything is uploaded.
 */
export function planCrop(
  area: Rect,
  image: Size,
  purpose: CropPurpose,
  maxPixels: number = MAX_CANVAS_PIXELS,
): CropPlan {
  const values = [area.x, area.y, area.width, area.height, image.width, image.height];
  if (!values.every(Number.isFinite) || image.width < 1 || image.height < 1) {
    return { ok: false, code: 'validation.invalid' };
  }
  const left = Math.min(image.width, Math.max(0, Math.round(area.x)));
  const top = Math.min(image.height, Math.max(0, Math.round(area.y)));
  const right = Math.min(image.width, Math.max(left, Math.round(area.x + area.width)));
  const bottom = Math.min(image.height, Math.max(top, Math.round(area.y + area.height)));
  const source = { x: left, y: top, width: right - left, height: bottom - top };
  if (source.width < 1 || source.height < 1) return { ok: false, code: 'validation.invalid' };
  if (purpose === 'cover' && source.width < COVER_MIN_WIDTH) {
    return { ok: false, code: 'validation.cover_too_narrow' };
  }
  const pixels = source.width * source.height;
  const scale = pixels > maxPixels ? Math.sqrt(maxPixels / pixels) : 1;
  const output = {
    width: Math.max(1, Math.floor(source.width * scale)),
    height: Math.max(1, Math.floor(source.height * scale)),
  };
  return { ok: true, source, output };
}

/** The image formats tried in order; browsers without a WebP encoder answer PNG, then JPEG wins. */
export const CROP_OUTPUT_TYPES = ['image/webp', 'image/jpeg'] as const;
export const CROP_QUALITY = 0.9;

/** The file name sent for a cropped image (the server decides the type by content). */
export const croppedFileName = (purpose: CropPurpose, type: string): string =>
  `${purpose}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
