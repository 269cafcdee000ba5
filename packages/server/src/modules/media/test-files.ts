/**
 * Files for the media tests, made in memory: mp3 frames with or without ID3 tags, zips with
 * chosen entries (their central directory may claim any sizes), multipart bodies.
 */
import { crc32, deflateRawSync } from 'node:zlib';

// ---- mp3 ----

const syncsafe = (n: number) =>
  Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

function id3Frame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** An ID3v2.3 tag with the given text frames (TIT2 title, TPE1 artist, TALB, TCON, TYER). */
export function id3Tag(frames: Record<string, string>): Buffer {
  const body = Buffer.concat(Object.entries(frames).map(([id, text]) => id3Frame(id, text)));
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), syncsafe(body.length), body]);
}

/** `frames` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (~26 ms each), silent. */
export function mp3(frames = 40, tags?: Record<string, string>): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const audio = Buffer.concat(Array.from({ length: frames }, () => frame));
  return tags ? Buffer.concat([id3Tag(tags), audio]) : audio;
}

// ---- zip ----

export type ZipEntry = {
  name: string;
  data?: Buffer;
  /** Compress with deflate (else stored). */
  deflate?: boolean;
  /** Claim these sizes in the central directory instead of the real ones. */
  claimUncompressed?: number;
  claimCompressed?: number;
  encrypted?: boolean;
  /**
   * Sizes and CRC after the data instead of in the local header (flag bit 3), with or without
   * the optional descriptor signature, as streaming writers do.
   */
  dataDescriptor?: 'signed' | 'unsigned';
  /** Bytes before the entry's local header (readers go by the central directory's offsets). */
  paddingBefore?: number;
};

/** A zip archive (no zip64) of the entries. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(data);
    const flags = (entry.encrypted ? 1 : 0) | (entry.dataDescriptor ? 8 : 0) | 0x800;
    const method = entry.deflate ? 8 : 0;
    const compressedSize = entry.claimCompressed ?? stored.length;
    const uncompressedSize = entry.claimUncompressed ?? data.length;
    const padding = Buffer.alloc(entry.paddingBefore ?? 0, 0x20);
    offset += padding.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(stored.length, 18);
      local.writeUInt32LE(data.length, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(
      entry.dataDescriptor === 'signed' ? 16 : entry.dataDescriptor ? 12 : 0,
    );
    if (entry.dataDescriptor) {
      const at = entry.dataDescriptor === 'signed' ? 4 : 0;
      if (at) descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, at);
      descriptor.writeUInt32LE(stored.length, at + 4);
      descriptor.writeUInt32LE(data.length, at + 8);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressedSize, 20);
    central.writeUInt32LE(uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(padding, local, name, stored, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a minimal Word document (Office Open XML), in the order Word writes them. */
export function docxEntries(): ZipEntry[] {
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          '<w:body><w:p><w:r><w:t>Technik-Rider</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
  ];
}

// ---- multipart ----

export type MultipartFile = { name?: string; fileName: string; contentType?: string; data: Buffer };

/** A multipart/form-data body for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----backline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
