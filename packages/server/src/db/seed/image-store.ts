/**
 * How the seeder stores its generated pictures: through the same pipeline as an upload
 * (`processImage`: checks, re-encodes to webp in the five picture sizes) and into the configured
 * storage, at `img/{random}/{size}.webp` like the media module's uploads.
 *
 * One picture is processed once and may be written several times: every images row gets files of
 * its own, so that replacing or deleting one row's picture never removes another row's files.
 */
import { randomBytes } from 'node:crypto';
import { PICTURE_SIZES, type ImagePurpose } from '@backline/domain';
import { processImage, type ProcessedImage } from '../../platform/images/process-image.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ImageRendition } from '../schema/index.ts';

/** The columns of an `images` row that describe its files. */
export type StoredSeedImage = {
  storageKey: string;
  width: number;
  height: number;
  renditions: Record<string, ImageRendition>;
};

export type SeedImageStore = {
  /** Re-encodes a generated upload as an upload of that purpose would be. */
  process(upload: Buffer, purpose: ImagePurpose): Promise<ProcessedImage>;
  /** Writes a processed picture's files under a fresh key. */
  store(image: ProcessedImage): Promise<StoredSeedImage>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storage key of a picture's folder: `img/` and 24 random hex characters. */
export const newImageKey = (): string => `img/${randomBytes(12).toString('hex')}`;

export function createSeedImageStore(storage: Storage): SeedImageStore {
  return {
    process: (upload, purpose) => processImage(upload, purpose),
    async store(image) {
      const storageKey = newImageKey();
      await Promise.all(
        PICTURE_SIZES.map((size) =>
          storage.put(`${storageKey}/${size}.webp`, image.renditions[size].data, {
            contentType: 'image/webp',
            cacheControl: IMMUTABLE,
          }),
        ),
      );
      const renditions: Record<string, ImageRendition> = Object.fromEntries(
        PICTURE_SIZES.map((size) => {
          const { width, height } = image.renditions[size];
          return [size, { width, height }];
        }),
      );
      return { storageKey, width: image.width, height: image.height, renditions };
    },
  };
}
