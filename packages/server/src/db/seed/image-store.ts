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
import { renderAvatar, renderCover, renderStagePhoto } from './images.ts';
import type { ImageJob, ImageSource } from './plan.ts';

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
/** Pictures processed at once (sharp works on libuv's thread pool). */
const IMAGE_CONCURRENCY = 4;

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

const sourceKey = (source: ImageSource) => JSON.stringify(source);

function renderSource(source: ImageSource): Promise<Buffer> {
  switch (source.kind) {
    case 'avatar':
      return renderAvatar(source.name, source.seed);
    case 'cover':
      return renderCover({ title: source.title, subtitle: source.subtitle }, source.seed);
    case 'photo':
      return renderStagePhoto(source.seed);
  }
}

/** Draws and processes every distinct picture once, then writes each row's files. */
export async function storeImages(
  jobs: ImageJob[],
  store: SeedImageStore,
): Promise<Map<string, StoredSeedImage>> {
  const processed = new Map<string, Promise<ProcessedImage>>();
  const processOnce = (job: ImageJob) => {
    const key = sourceKey(job.source);
    let pending = processed.get(key);
    if (!pending) {
      pending = renderSource(job.source).then((upload) => store.process(upload, job.purpose));
      processed.set(key, pending);
    }
    return pending;
  };
  const result = new Map<string, StoredSeedImage>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next] as ImageJob;
      next += 1;
      result.set(job.id, await store.store(await processOnce(job)));
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return result;
}
