import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ErrorCode } from '@backline/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's own QR reader, where there is one (not in every browser's DOM types yet). */
type BarcodeDetectorLike = {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
};
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

type Reader = {
  read: (video: HTMLVideoElement) => Promise<string | null>;
  close: () => void;
};

/** What the user is told when the camera cannot be used (the spec's two messages). */
export type CameraErrorCode = Extract<
  ErrorCode,
  'client.camera_not_found' | 'client.camera_no_access'
>;

/**
 * Permission refused (by the user, the browser or the page's policy): no access. Everything else
 * (no camera, none that fits the constraints, one in use elsewhere, no camera API): none found.
 */
export function cameraErrorCode(error: unknown): CameraErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? 'client.camera_no_access'
    : 'client.camera_not_found';
}

async function createReader(): Promise<Reader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = (await Detector?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
      close: () => undefined,
    };
  }
  // No reader in the browser: jsQR on the video's frames, in a worker of its own (loaded only
  // here, and the decoding does not hold up the page).
  const worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    read: (video) => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!context || width === 0 || height === 0) return Promise.resolve(null);
      // Large frames are scaled down: a QR code on a screen needs no more.
      const scale = Math.min(1, 640 / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return new Promise((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage({ data: image.data, width: image.width, height: image.height }, [
          image.data.buffer,
        ]);
      });
    },
    close: () => worker.terminate(),
  };
}

export type CameraScannerProps = {
  /** The text of the first QR code seen. */
  onResult: (text: string) => void;
  onError: (code: CameraErrorCode) => void;
};

/** The back camera's picture, read for a QR code a few times a second; stops on unmount. */
export function CameraScanner({ onResult, onError }: CameraScannerProps) {
  const { t } = useTranslation('qr-login');
  const video = useRef<HTMLVideoElement | null>(null);
  const [running, setRunning] = useState(false);
  const callbacks = useRef({ onResult, onError });
  useEffect(() => {
    callbacks.current = { onResult, onError };
  }, [onResult, onError]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reader: Reader | null = null;

    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          throw new DOMException('No camera API', 'NotFoundError');
        }
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return;
        const element = video.current;
        if (!element) return;
        element.srcObject = stream;
        await element.play();
        reader = await createReader();
        if (stopped) {
          reader.close();
          return;
        }
        const { read } = reader;
        setRunning(true);
        const tick = async () => {
          if (stopped) return;
          const text = await read(element).catch(() => null);
          if (stopped) return;
          if (text) callbacks.current.onResult(text);
          else timer = setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch (error) {
        if (!stopped) callbacks.current.onError(cameraErrorCode(error));
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      reader?.close();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('scan.cameraLabel')}
        sx={{
          width: '100%',
          maxHeight: 320,
          bgcolor: 'common.black',
          borderRadius: 1,
          display: running ? 'block' : 'none',
        }}
      />
      {running ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('scan.scanning')}
        </Typography>
      ) : null}
    </Box>
  );
}
