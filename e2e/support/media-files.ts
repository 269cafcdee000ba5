/**
 * Files a journey uploads, made in memory: no binary fixtures in the repository. The mp3 is a
 * run of silent MPEG-1 Layer III frames behind an ID3v2.3 tag; the cover is a PNG drawn from raw
 * pixels with zlib, so the e2e workspace needs no image library; the PDF is written by hand.
 */
import { crc32, deflateSync } from 'node:zlib';

const syncsafe = (n: number) =>
  Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

function id3Text(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** About `seconds` of silence at 128 kbit/s, 44.1 kHz, tagged with title and artist. */
export function silentMp3(seconds: number, tags: { title: string; artist: string }): Buffer {
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const body = Buffer.concat([id3Text('TIT2', tags.title), id3Text('TPE1', tags.artist)]);
  const tag = Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([3, 0, 0]),
    syncsafe(body.length),
    body,
  ]);
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => frame)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `width` × `height` with a horizontal gradient (a plausible cover photo). */
export function gradientPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    row[1 + x * 3] = Math.round((x / width) * 255);
    row[2 + x * 3] = 60;
    row[3 + x * 3] = 255 - Math.round((x / width) * 255);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A one-page PDF (1.4) that says `text`, with a correct cross-reference table: what a band's
 * technical rider would be, as small as a real PDF gets.
 */
export function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
