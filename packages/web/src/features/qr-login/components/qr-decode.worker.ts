import jsQR from 'jsqr';

/** One camera frame in, the text of a QR code in it (or null) out: decoding off the main thread. */
type Frame = { data: Uint8ClampedArray; width: number; height: number };

self.onmessage = (event: MessageEvent<Frame>) => {
  const { data, width, height } = event.data;
  self.postMessage(jsQR(data, width, height)?.data ?? null);
};
