import { AppError, MEDIA_UPLOAD_LIMITS } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { checkFile, checkFileSize, sniffFormat } from './file-checks.ts';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('sniffFormat', () => {
  it('knows our formats by their first bytes', () => {
    expect(sniffFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFormat(bytes(0x89, 'PNG', 0x0d, 0x0a))).toBe('png');
    expect(sniffFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('avif');
    expect(sniffFormat(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBe('heic');
    expect(sniffFormat(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffFormat(bytes('PK', 3, 4, 20, 0))).toBe('zip');
    expect(sniffFormat(bytes('ID3', 4, 0))).toBe('mp3');
    expect(sniffFormat(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
  });

  it('knows nothing else, whatever the name says', () => {
    expect(sniffFormat(bytes('<!DOCTYPE html>'))).toBeNull();
    expect(sniffFormat(bytes('MZ', 0x90, 0))).toBeNull();
    expect(sniffFormat(bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBeNull();
    expect(sniffFormat(bytes())).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts a file whose content fits, even with a misleading name or type', async () => {
    const pdf = new File([bytes('%PDF-1.4 ...')], 'notes.txt', { type: 'text/plain' });
    expect(await checkFile(pdf, 'document')).toBeNull();
  });

  it('refuses a file by its content with the type message naming what is allowed', async () => {
    const html = new File([bytes('<html><script>')], 'song.mp3', { type: 'audio/mpeg' });
    const error = await checkFile(html, 'audio');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'media.wrong_type',
      field: 'file',
      params: { allowed: 'MP3' },
    });
    const empty = new File([], 'empty.pdf');
    expect(await checkFile(empty, 'document')).toMatchObject({ code: 'media.wrong_type' });
  });

  it('refuses a file above the limit with the allowed size', () => {
    const big = { size: MEDIA_UPLOAD_LIMITS.image.bytes + 1 } as Blob;
    expect(checkFileSize(big, 'image')).toMatchObject({
      code: 'validation.file_too_large',
      params: { allowed: MEDIA_UPLOAD_LIMITS.image.label },
    });
    expect(checkFileSize({ size: MEDIA_UPLOAD_LIMITS.image.bytes } as Blob, 'image')).toBeNull();
  });
});
