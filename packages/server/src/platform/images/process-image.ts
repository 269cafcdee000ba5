import sharp, { type OutputInfo } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  AppError,
  AVATAR_ASPECT_RANGE,
  COVER_ASPECT_RANGE,
  COVER_MIN_WIDTH,
  MEDIA_ACCEPT,
  PICTURE_SIZES,
  PICTURE_WIDTHS,
  type ImagePurpose,
  type PictureSize,
} from '@backline/domain';

export type { PictureSize };

/** Larger inputs are refused before decoding (decompression bombs): 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Image types accepted by content (file-type's answer); HEIC only where sharp can decode it. */
const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
]);

export type Rendition = { width: number; height: number; data: Buffer };
export type ProcessedImage = {
  /** Size of the (auto-rotated) original. */
  width: number;
  height: number;
  renditions: Record<PictureSize, Rendition>;
};

const wrongType = (cause?: unknown) =>
  new AppError('media.wrong_type', {
    field: 'file',
    params: { allowed: MEDIA_ACCEPT.image.label },
    cause,
  });

/** Checks the purpose's size and aspect rules on the upright image. */
function checkShape(purpose: ImagePurpose, width: number, height: number): void {
  const ratio = width / height;
  if (purpose === 'cover') {
    if (width < COVER_MIN_WIDTH)
      throw new AppError('validation.cover_too_narrow', { field: 'file' });
    if (ratio < COVER_ASPECT_RANGE.min || ratio > COVER_ASPECT_RANGE.max) {
      throw new AppError('validation.aspect_ratio', { field: 'file' });
    }
  }
  if (
    purpose === 'avatar' &&
    (ratio < AVATAR_ASPECT_RANGE.min || ratio > AVATAR_ASPECT_RANGE.max)
  ) {
    throw new AppError('validation.aspect_ratio', { field: 'file' });
  }
}

/**
 * Checks an uploaded image by its content and re-encodes it: upright by its EXIF orientation,
 * every metadata block dropped (EXIF, GPS, ICC, XMP), webp in the five picture sizes, never
 * upscaled. Avatars become squares (the browser crops; the server takes the centre of an almost
 * square upload), covers and photos keep their aspect ratio and are sized by width.
 */
export async function processImage(buffer: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !ACCEPTED_MIME.has(detected.mime)) throw wrongType();

  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let upright: { data: Buffer; info: OutputInfo };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(buffer, input).metadata();
    if (!meta.width || !meta.height) throw wrongType();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    const swapped = (meta.orientation ?? 1) >= 5;
    width = swapped ? meta.height : meta.width;
    height = swapped ? meta.width : meta.height;
    checkShape(purpose, width, height);
    const largest = PICTURE_WIDTHS.xtralarge;
    let pipeline = sharp(buffer, input).rotate();
    pipeline =
      purpose === 'avatar'
        ? pipeline.resize({
            width: Math.min(largest, width, height),
            height: Math.min(largest, width, height),
            fit: 'cover',
            withoutEnlargement: true,
          })
        : pipeline.resize({ width: largest, withoutEnlargement: true });
    upright = await pipeline.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(error);
    throw wrongType(error);
  }

  const { info } = upright;
  const renditions = {} as Record<PictureSize, Rendition>;
  for (const size of PICTURE_SIZES) {
    // The domain's width per size (the web names them in `srcset`): the width of covers and
    // photos, the square's edge of avatars; never more than the upload.
    const edge = Math.min(PICTURE_WIDTHS[size], info.width);
    const { data, info: out } = await sharp(upright.data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .resize(purpose === 'avatar' ? { width: edge, height: edge, fit: 'cover' } : { width: edge })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    renditions[size] = { width: out.width, height: out.height, data };
  }
  return { width, height, renditions };
}

function tooManyPixels(cause?: unknown) {
  return new AppError('validation.file_too_large', {
    field: 'file',
    params: { allowed: `${MAX_INPUT_PIXELS / 1_000_000} MP` },
    cause,
  });
}
