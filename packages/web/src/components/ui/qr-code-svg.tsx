import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export type QrCodeSvgProps = {
  /** What the code holds (an `otpauth://` URI, a sign-in address). */
  value: string;
  /** Accessible name of the image. */
  label: string;
  size?: number;
};

/** The dark modules of a QR code as one SVG path (no markup strings, no canvas). */
export function qrPath(value: string): { path: string; modules: number } {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const modules = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { path, modules };
}

/** A QR code drawn as SVG; its own chunk (qrcode-generator), loaded when it is shown. */
export function QrCodeSvg({ value, label, size = 200 }: QrCodeSvgProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  const quiet = 4;
  const box = modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export default QrCodeSvg;
