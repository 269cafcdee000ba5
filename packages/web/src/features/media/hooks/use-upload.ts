import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type UploadProgress } from '../api/upload-file.ts';
import type { UploadCallbacks } from '../api/media-api.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; fraction: number }
  | { status: 'processing'; name: string }
  | { status: 'done'; name: string }
  | { status: 'cancelled' }
  | { status: 'error'; error: unknown };

/**
 * One upload at a time with its progress, a cancel, and the outcome: `run` resolves with the
 * answer, or with `undefined` when the upload was cancelled or failed (the state says which).
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen cancels a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(
      name: string,
      send: (callbacks: UploadCallbacks) => Promise<T>,
    ): Promise<T | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', name, fraction: 0 });
      const onProgress = (progress: UploadProgress) => {
        if (current.signal.aborted) return;
        setState(
          progress.fraction >= 1
            ? { status: 'processing', name }
            : { status: 'uploading', name, fraction: progress.fraction },
        );
      };
      try {
        const result = await send({ onProgress, signal: current.signal });
        setState({ status: 'done', name });
        return result;
      } catch (error) {
        setState(isAbortError(error) ? { status: 'cancelled' } : { status: 'error', error });
        return undefined;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Shows a failure found before uploading (a pre-check) the same way as the server's. */
  const fail = useCallback((error: unknown) => setState({ status: 'error', error }), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  const busy = state.status === 'uploading' || state.status === 'processing';
  return { state, busy, run, cancel, fail, reset };
}
