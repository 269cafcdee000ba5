import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured storage: a local folder (default) or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage'>): Storage {
  const storage = config.storage;
  return storage.driver === 's3' ? createS3Storage(storage) : createLocalStorage(storage.localDir);
}
