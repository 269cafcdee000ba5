import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError, PICTURE_SIZES, PICTURE_WIDTHS } from '@backline/domain';
import { processImage } from './process-image.ts';

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

describe('processImage', () => {
  it('makes five webp renditions of a photo by width, never upscaling', async () => {
    const result = await processImage(await image(800, 600), 'photo');
    expect(result).toMatchObject({ width: 800, height: 600 });
    expect(result.renditions.thumb).toMatchObject({ width: 100, height: 75 });
    expect(result.renditions.normal).toMatchObject({ width: 300, height: 225 });
    expect(result.renditions.large).toMatchObject({ width: 600, height: 450 });
    expect(result.renditions.full).toMatchObject({ width: 800, height: 600 });
    expect(result.renditions.xtralarge).toMatchObject({ width: 800, height: 600 });
    const meta = await sharp(result.renditions.large.data).metadata();
    expect(meta.format).toBe('webp');
  });

  it('makes each size as wide as the domain tells the web (srcset) for a large cover', async () => {
    const result = await processImage(await image(2400, 800), 'cover');
    for (const size of PICTURE_SIZES) {
      expect(result.renditions[size].width, size).toBe(PICTURE_WIDTHS[size]);
    }
  });

  it('accepts png and webp', async () => {
    await expect(processImage(await image(400, 300, 'png'), 'photo')).resolves.toBeTruthy();
    await expect(processImage(await image(400, 300, 'webp'), 'photo')).resolves.toBeTruthy();
  });

  it('makes square avatars', async () => {
    const result = await processImage(await image(500, 520), 'avatar');
    expect(result.renditions.thumb).toMatchObject({ width: 100, height: 100 });
    expect(result.renditions.full).toMatchObject({ width: 500, height: 500 });
  });

  it('refuses an avatar that is not about square', async () => {
    const error = await rejection(processImage(await image(600, 400), 'avatar'));
    expect(error).toMatchObject({ code: 'validation.aspect_ratio', field: 'file' });
  });

  it('refuses a cover narrower than 960 px', async () => {
    const error = await rejection(processImage(await image(900, 300), 'cover'));
    expect(error).toMatchObject({ code: 'validation.cover_too_narrow', field: 'file' });
  });

  it('refuses a cover with an unsuitable aspect ratio', async () => {
    expect(await rejection(processImage(await image(1200, 1000), 'cover'))).toMatchObject({
      code: 'validation.aspect_ratio',
    });
    expect(await rejection(processImage(await image(2400, 400), 'cover'))).toMatchObject({
      code: 'validation.aspect_ratio',
    });
  });

  it('accepts a 3:1 cover and sizes it by width', async () => {
    const result = await processImage(await image(1500, 500), 'cover');
    expect(result.renditions.full).toMatchObject({ width: 1200, height: 400 });
    expect(result.renditions.xtralarge).toMatchObject({ width: 1500, height: 500 });
  });

  it('refuses what is not an image by content', async () => {
    const error = await rejection(processImage(Buffer.from('%PDF-1.4 not an image'), 'photo'));
    expect(error).toMatchObject({ code: 'media.wrong_type', field: 'file' });
    expect(error.params).toEqual({ allowed: 'JPEG, PNG, WebP, AVIF, HEIC' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await rejection(processImage(svg, 'photo'))).toMatchObject({ code: 'media.wrong_type' });
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    expect(await rejection(processImage(gif, 'photo'))).toMatchObject({ code: 'media.wrong_type' });
  });

  it('refuses a truncated image', async () => {
    const jpeg = await image(400, 300);
    const error = await rejection(processImage(jpeg.subarray(0, 200), 'photo'));
    expect(error.code).toBe('media.wrong_type');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // 10000 × 10000 px of one colour: a small png, 100 megapixels when decoded.
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await rejection(processImage(bomb, 'photo'));
    expect(error).toMatchObject({ code: 'validation.file_too_large', field: 'file' });
  });

  it('turns the image upright by its EXIF orientation and strips all metadata (GPS too)', async () => {
    // 400 × 200 stored, orientation 6 (rotate 90°): upright it is 200 × 400.
    const withExif = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#08f' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Copyright: 'someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('TestCam');
    expect(before.orientation).toBe(6);

    const result = await processImage(withExif, 'photo');
    expect(result).toMatchObject({ width: 200, height: 400 });
    for (const rendition of Object.values(result.renditions)) {
      const meta = await sharp(rendition.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(rendition.data.toString('latin1')).not.toContain('TestCam');
      expect(rendition.data.toString('latin1')).not.toContain('GPS');
    }
    expect(result.renditions.normal).toMatchObject({ width: 200, height: 400 });
  });
});
