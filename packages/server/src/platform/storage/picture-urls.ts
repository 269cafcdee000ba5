import { PICTURE_SIZES, type Picture } from '@backline/domain';

/** Where stored files are served from (`GET /media/{key}`). */
export const MEDIA_URL_PREFIX = '/media/';
/** Stored objects never change (random keys): browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The urls of an image's renditions from its storage key (no database needed): the URL scheme
 * of stored files, so presenters of every module use it for an `images` row they
 * joined themselves; `MediaService.picturesOf(ids)` does the lookup for them otherwise.
 */
export function pictureUrls(storageKey: string): Picture {
  return Object.fromEntries(
    PICTURE_SIZES.map((size) => [size, `${MEDIA_URL_PREFIX}${storageKey}/${size}.webp`]),
  ) as Picture;
}
