import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  streamToBuffer,
  type ByteRange,
  type PutOptions,
  type Storage,
  type StoredMetadata,
} from './storage.ts';

export type S3StorageOptions = {
  /** A custom S3-compatible endpoint (MinIO, s3rver, ...): path-style addressing; null for AWS. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Storage in an S3-compatible bucket (objects are private; the app streams them). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  const head = async (key: string): Promise<StoredMetadata | null> => {
    assertStorageKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        contentType: answer.ContentType ?? 'application/octet-stream',
        cacheControl: answer.CacheControl ?? null,
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    driver: 's3',
    async put(key: string, body: Buffer | Readable, put: PutOptions) {
      assertStorageKey(key);
      // Our uploads are bounded (≤ 50 MB) and already in memory; a stream is collected first so
      // that the request has a length.
      const bytes = Buffer.isBuffer(body) ? body : await streamToBuffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: put.contentType,
          ...(put.cacheControl ? { CacheControl: put.cacheControl } : {}),
        }),
      );
    },
    async get(key: string, range?: ByteRange) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const size = range
          ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength ?? 0)
          : (answer.ContentLength ?? 0);
        return {
          contentType: answer.ContentType ?? 'application/octet-stream',
          cacheControl: answer.CacheControl ?? null,
          size,
          body: answer.Body as Readable,
          range: range ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    head,
    async exists(key: string) {
      return (await head(key)) !== null;
    },
    async delete(key: string) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix: string) {
      assertStorageKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
