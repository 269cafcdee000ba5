import {
  CROP_OUTPUT_TYPES,
  CROP_QUALITY,
  croppedFileName,
  type CropPurpose,
  type Rect,
  type Size,
} from './crop-maths.ts';

export type CroppedImage = { blob: Blob; fileName: string; width: number; height: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

const toBlob = (canvas: HTMLCanvasElement, type: string): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, CROP_QUALITY));

/**
 * Draws the planned part of the image on a canvas of the planned size and encodes it as WebP,
 * or JPEG where the browser has no WebP encoder (it answers PNG then), at quality 0.9.
 */
export async function renderCrop(
  src: string,
  plan: { source: Rect; output: Size },
  purpose: CropPurpose,
): Promise<CroppedImage> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = plan.output.width;
  canvas.height = plan.output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // Transparent parts become white rather than black in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  const { source, output } = plan;
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    output.width,
    output.height,
  );
  for (const type of CROP_OUTPUT_TYPES) {
    const blob = await toBlob(canvas, type);
    if (blob && blob.type === type) {
      return { blob, fileName: croppedFileName(purpose, type), ...output };
    }
  }
  throw new Error('The crop could not be encoded');
}
