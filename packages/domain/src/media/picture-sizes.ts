/**
 * The sizes every stored picture (avatar, cover, photo) comes in, apart from the schemas so that
 * the web's shell can use them without loading zod.
 */
export const PICTURE_SIZES = ['thumb', 'normal', 'large', 'full', 'xtralarge'] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];
/**
 * The stored width in pixels of each picture size (for avatars the square's edge): the server's
 * image pipeline makes these (never larger than the upload), the web offers them to the browser
 * in `srcset` so that it loads the file that fits the rendered width.
 */
export const PICTURE_WIDTHS: Readonly<Record<PictureSize, number>> = {
  thumb: 100,
  normal: 300,
  large: 600,
  full: 1200,
  xtralarge: 1920,
};
