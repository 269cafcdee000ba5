import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/upload-file.ts';
import type { UploadCallbacks } from '../api/media-api.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; fraction: number }
  | { status: 'processing'; name: string }
  | { status: 'done'; name: string }
  | { status: 'cancelled' }
  | { status: 'error'; error: unknown };

/** One upload: what the status line calls it, and how it is sent (with progress and a signal). */
type UploadJob = { name: string; send: (callbacks: UploadCallbacks) => Promise<unknown> };

/**
 * One upload at a time (a TanStack mutation) with its progress, a cancel, and the outcome: `run`
 * resolves with the answer, or with `undefined` when the upload was cancelled or failed (the state
 * says which).
 */
export function useUpload() {
  // How much of the body is sent: the one thing a mutation does not track.
  const [fraction, setFraction] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ send }: UploadJob) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setFraction(0);
      return send({
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setFraction(progress.fraction);
        },
      }).finally(() => {
        if (controller.current === current) controller.current = null;
      });
    },
  });
  const { mutateAsync, mutate, reset } = mutation;

  // Leaving the screen cancels a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    <T>(name: string, send: (callbacks: UploadCallbacks) => Promise<T>): Promise<T | undefined> =>
      mutateAsync({ name, send }).then(
        (result) => result as T,
        () => undefined,
      ),
    [mutateAsync],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Shows a failure found before uploading (a pre-check) the same way as the server's. */
  const fail = useCallback(
    (error: unknown) => mutate({ name: '', send: () => Promise.reject(error) }),
    [mutate],
  );

  const name = mutation.variables?.name ?? '';
  let state: UploadState = { status: 'idle' };
  if (mutation.isPending) {
    state =
      fraction >= 1 ? { status: 'processing', name } : { status: 'uploading', name, fraction };
  } else if (mutation.isSuccess) {
    state = { status: 'done', name };
  } else if (mutation.isError) {
    state = isAbortError(mutation.error)
      ? { status: 'cancelled' }
      : { status: 'error', error: mutation.error };
  }
  return { state, busy: mutation.isPending, run, cancel, fail, reset };
}
