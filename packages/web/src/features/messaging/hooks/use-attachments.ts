import { AppError, MESSAGE_ATTACHMENTS_MAX, type MessageAttachment } from '@backline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFile } from '../../../lib/file-checks.ts';
import { isAbortError, type UploadProgress } from '../../../lib/upload-file.ts';

export type Uploader = (
  file: File,
  callbacks: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<MessageAttachment>;

/** One file of the composer: uploading (with its progress), or uploaded and ready to send. */
export type ComposerFile = {
  key: string;
  name: string;
  size: number;
  /** 0..1 while uploading. */
  progress: number;
  /** The server's answer once uploaded (its thumbnail is the preview). */
  attachment: MessageAttachment | null;
};

let sequence = 0;

/**
 * The files of the next message: each is checked in the browser (size, type), uploaded right
 * away (so the preview and any refusal come before sending) and can be removed again (an
 * uploaded one is taken back on the server). At most MESSAGE_ATTACHMENTS_MAX.
 */
export function useComposerFiles(upload: Uploader, remove: (id: string) => Promise<unknown>) {
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const [error, setError] = useState<unknown>(null);
  const controllers = useRef(new Map<string, AbortController>());

  // Uploads still running when the chat closes are cancelled.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (key: string, change: Partial<ComposerFile> | null) =>
    setFiles((current) =>
      change === null
        ? current.filter((file) => file.key !== key)
        : current.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );

  const uploadOne = async (file: File) => {
    const problem = await checkFile(file, 'attachment');
    if (problem) {
      setError(problem);
      return;
    }
    const key = `file${++sequence}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setFiles((current) => [
      ...current,
      { key, name: file.name, size: file.size, progress: 0, attachment: null },
    ]);
    try {
      const attachment = await upload(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress: progress.fraction }),
      });
      patch(key, { attachment, progress: 1 });
    } catch (failure) {
      patch(key, null);
      if (!isAbortError(failure)) setError(failure);
    } finally {
      controllers.current.delete(key);
    }
  };

  const add = (picked: readonly File[]) => {
    setError(null);
    const room = MESSAGE_ATTACHMENTS_MAX - files.length;
    if (picked.length > room) {
      setError(new AppError('media.limit_reached', { params: { max: MESSAGE_ATTACHMENTS_MAX } }));
    }
    return Promise.all(picked.slice(0, Math.max(0, room)).map(uploadOne));
  };

  const removeFile = (key: string) => {
    const file = files.find((candidate) => candidate.key === key);
    controllers.current.get(key)?.abort();
    patch(key, null);
    setError(null);
    // Taken back on the server; a failure leaves an unsent upload the server cleans up.
    if (file?.attachment) remove(file.attachment.id).catch(() => undefined);
  };

  /** After sending: the files belong to the message now. */
  const clear = useCallback(() => setFiles([]), []);

  return {
    files,
    error,
    add,
    remove: removeFile,
    clear,
    uploading: files.some((file) => file.attachment === null),
    ids: files.flatMap((file) => (file.attachment ? [file.attachment.id] : [])),
    full: files.length >= MESSAGE_ATTACHMENTS_MAX,
  };
}
