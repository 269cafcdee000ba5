import { PICTURE_SIZES, PICTURE_WIDTHS, type Picture, type PictureSize } from '@backline/domain';

export type PictureSources = { src: string; srcSet: string; sizes: string };

/**
 * What an `<img>` of a stored picture needs so that the browser loads the file that fits: every
 * stored size with its real width (`PICTURE_WIDTHS`, what the server's image pipeline makes) in
 * `srcSet`, and `sizes`, how wide the image is drawn on this screen at each breakpoint.
 * `originalWidth`, when known, caps the widths (the server never enlarges an upload). `fallback`
 * is the `src` for anything that reads no `srcset`.
 */
export function pictureSources(
  picture: Picture,
  sizes: string,
  { originalWidth, fallback = 'large' }: { originalWidth?: number; fallback?: PictureSize } = {},
): PictureSources {
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const size of PICTURE_SIZES) {
    const width =
      originalWidth && originalWidth > 0
        ? Math.min(PICTURE_WIDTHS[size], Math.round(originalWidth))
        : PICTURE_WIDTHS[size];
    if (seen.has(width)) continue;
    seen.add(width);
    candidates.push(`${picture[size]} ${width}w`);
  }
  return { src: picture[fallback], srcSet: candidates.join(', '), sizes };
}

/** MUI's `sm` breakpoint, from which screens have 24 px gutters instead of 16 px. */
const SM = 600;

/**
 * `sizes` of an image as wide as the content of a screen with `SCREEN_GUTTERS` and this
 * `maxWidth`: the full width less the gutters, at most the screen's width less its gutters.
 */
export const screenContentSizes = (maxWidth: number): string =>
  `(min-width: ${maxWidth}px) ${maxWidth - 48}px, (min-width: ${SM}px) calc(100vw - 48px), calc(100vw - 32px)`;
