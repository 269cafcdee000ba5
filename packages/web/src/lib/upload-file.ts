import { AppError } from '@backline/domain';
import { buildApiHeaders, handleUnauthorized, type ResponseSchema } from './api-client.ts';
import { toAppError } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { getObjectUser, getToken } from './session-storage.ts';

/**
 * Uploads go through XMLHttpRequest because fetch reports no upload progress. Everything else is
 * as in `lib/api-client.ts`: the same headers (client, device, language, bearer token, acting
 * page), statuses above 400 reject with the catalogue error of the answer (so 'File too large,
 * {allowed} are allowed' shows in the user's language), 401 signs out, and the answer is parsed
 * with the caller's domain schema.
 */

export type UploadProgress = {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the whole multipart body), 0 when unknown. */
  total: number;
  /** 0..1; 1 once the body is sent (the server may still be working on it). */
  fraction: number;
};

export type UploadRequest<T> = {
  /** Path below `/api`, e.g. `/media/images`. */
  path: string;
  method?: 'POST' | 'PUT';
  file: Blob;
  /** The file name sent in the multipart part (a cropped Blob has none). */
  fileName?: string;
  /** The multipart field of the file; `file` unless the API says otherwise. */
  fieldName?: string;
  /** Further text fields, sent before the file so the server can read them first. */
  fields?: Readonly<Record<string, string | undefined>>;
  schema: ResponseSchema<T>;
  /**
   * Act as this page (`x-object-user`) for this upload; `undefined` keeps the page chosen in the
   * sender picker, `null` sends as the user.
   */
  actAsPageId?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload (`xhr.abort()`); the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
};

export type UploaderDeps = {
  baseUrl?: string;
  getToken: () => string | null;
  getObjectUser: () => string | null;
  getLanguage: () => string;
  onUnauthorized: () => void;
};

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createUploader(deps: UploaderDeps) {
  const baseUrl = deps.baseUrl ?? '/api';

  return function upload<T>(request: UploadRequest<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const { signal } = request;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const getObjectUserForCall =
        request.actAsPageId === undefined ? deps.getObjectUser : () => request.actAsPageId ?? null;
      const headers = buildApiHeaders({ ...deps, getObjectUser: getObjectUserForCall });

      const body = new FormData();
      for (const [name, value] of Object.entries(request.fields ?? {})) {
        if (value !== undefined) body.append(name, value);
      }
      const fileName =
        request.fileName ?? (request.file instanceof File ? request.file.name : 'upload');
      body.append(request.fieldName ?? 'file', request.file, fileName);

      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const done = () => signal?.removeEventListener('abort', onAbort);

      xhr.open(request.method ?? 'POST', `${baseUrl}${request.path}`);
      // The browser sets the multipart content type with its boundary.
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        request.onProgress?.({
          loaded: event.loaded,
          total,
          fraction: total > 0 ? Math.min(1, event.loaded / total) : 0,
        });
      });
      xhr.addEventListener('load', () => {
        done();
        const data = parseBody(xhr);
        if (xhr.status === 401) {
          deps.onUnauthorized();
          reject(new AppError('auth.required'));
          return;
        }
        if (xhr.status > 400) {
          reject(toAppError(xhr.status, data));
          return;
        }
        try {
          resolve(request.schema.parse(data));
        } catch (error) {
          console.error(
            `[upload] ${request.path}: the answer does not match the domain schema`,
            error,
          );
          reject(new AppError('server.backend_error', { cause: error }));
        }
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new AppError('client.network'));
      });
      xhr.addEventListener('timeout', () => {
        done();
        reject(new AppError('client.network'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(abortError());
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  };
}

/** Uploads with the app's session (token, acting page, language, sign-out on 401). */
export const uploadFile = createUploader({
  getToken,
  getObjectUser,
  getLanguage: currentLanguage,
  onUnauthorized: handleUnauthorized,
});
