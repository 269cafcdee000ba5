import { describe, expect, it } from 'vitest';
import { AppError } from '@backline/domain';
import { inspectAudio, inspectDocument, inspectZip, zipBasedFormat } from './media-files.ts';
import { parseRange, contentDisposition } from './media-files.routes.ts';
import { docxEntries, mp3, zip, type ZipEntry } from './test-files.ts';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  return 'resolved';
}

describe('inspectAudio', () => {
  it('reads duration and ID3 tags', async () => {
    const info = await inspectAudio(
      mp3(200, {
        TIT2: 'Nachtflug',
        TPE1: 'Nachtfalter',
        TALB: 'Demo',
        TCON: 'Indie',
        TYER: '2025',
      }),
      'upload.mp3',
    );
    expect(info).toEqual({
      title: 'Nachtflug',
      artist: 'Nachtfalter',
      durationSeconds: 5,
      tags: { album: 'Demo', genre: 'Indie', year: '2025' },
    });
  });

  it('takes the title from the file name when there are no tags', async () => {
    const info = await inspectAudio(mp3(40), 'C:\\Music\\Mein Song.mp3');
    expect(info.title).toBe('Mein Song');
    expect(info.artist).toBeNull();
  });

  it('refuses what is not an mp3 by content', async () => {
    expect(await codeOf(inspectAudio(Buffer.from('%PDF-1.4'), 'x.mp3'))).toBe('media.wrong_type');
  });
});

describe('inspectZip and inspectDocument', () => {
  it('accepts a small zip and a pdf', async () => {
    const archive = zip([
      { name: 'a.txt', data: Buffer.from('hello') },
      { name: 'dir/b.txt', data: Buffer.from('x') },
    ]);
    await expect(inspectZip(archive)).resolves.toEqual({
      entries: 2,
      uncompressedBytes: 6,
      format: 'zip',
    });
    expect(await inspectDocument(archive)).toBe('zip');
    expect(await inspectDocument(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
  });

  it('refuses more than 1000 entries', async () => {
    const archive = zip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.txt` })));
    expect(await codeOf(inspectDocument(archive))).toBe('media.zip_rejected');
  });

  it('refuses more than 200 MB unpacked (as claimed by the directory)', async () => {
    const archive = zip([
      {
        name: 'a.bin',
        data: Buffer.from('a'),
        claimUncompressed: 150 * 1024 * 1024,
        claimCompressed: 1,
      },
    ]);
    expect(await codeOf(inspectZip(archive))).toBe('media.zip_rejected');
  });

  it('refuses a compression bomb (ratio over 100:1)', async () => {
    const archive = zip([
      { name: 'zeros.bin', data: Buffer.alloc(5 * 1024 * 1024), deflate: true },
    ]);
    expect(archive.length).toBeLessThan(50_000);
    expect(await codeOf(inspectZip(archive))).toBe('media.zip_rejected');
  });

  it.each(['../evil.sh', '/etc/passwd', 'a/../../b', 'C:/win.ini'])(
    'refuses the path %s',
    async (name) => {
      expect(await codeOf(inspectZip(zip([{ name, data: Buffer.from('x') }])))).toBe(
        'media.zip_rejected',
      );
    },
  );

  it('refuses encrypted entries and garbage', async () => {
    expect(
      await codeOf(inspectZip(zip([{ name: 'a', data: Buffer.from('x'), encrypted: true }]))),
    ).toBe('media.zip_rejected');
    expect(await codeOf(inspectZip(Buffer.from('PK\x03\x04broken')))).toBe('media.zip_rejected');
  });

  it('refuses other types', async () => {
    expect(await codeOf(inspectDocument(Buffer.from('<html><script>alert(1)</script>')))).toBe(
      'media.wrong_type',
    );
  });
});

describe('zip-based formats, whatever the order of their entries', () => {
  /** Every order of the entries. */
  const orders = <T>(items: T[]): T[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, i) =>
          orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
        );
  /** How writers lay entries out: plain, deflated, streamed with data descriptors, padded. */
  const layouts: { label: string; apply: (entry: ZipEntry, index: number) => ZipEntry }[] = [
    { label: 'stored', apply: (entry) => entry },
    { label: 'deflated', apply: (entry) => ({ ...entry, deflate: true }) },
    {
      label: 'streamed (signed descriptors)',
      apply: (entry) => ({ ...entry, deflate: true, dataDescriptor: 'signed' }),
    },
    {
      label: 'streamed (descriptors without signature)',
      apply: (entry) => ({ ...entry, deflate: true, dataDescriptor: 'unsigned' }),
    },
    {
      label: 'padded between entries',
      apply: (entry, index) => ({ ...entry, paddingBefore: index === 1 ? 4 : 0 }),
    },
  ];
  const variants = (entries: ZipEntry[]) =>
    orders(entries).flatMap((order) =>
      layouts.map(({ label, apply }) => ({
        label: `${order.map((entry) => entry.name).join(', ')}; ${label}`,
        archive: zip(order.map(apply)),
      })),
    );

  it('recognises a docx in every entry order and layout, and refuses it as a document', async () => {
    const cases = variants(docxEntries());
    expect(cases).toHaveLength(30);
    for (const { label, archive } of cases) {
      expect((await inspectZip(archive)).format, label).toBe('docx');
      expect(await codeOf(inspectDocument(archive)), label).toBe('media.wrong_type');
    }
  });

  it('takes a plain zip in every entry order and layout', async () => {
    const entries: ZipEntry[] = [
      { name: 'rider.pdf', data: Buffer.from('%PDF-1.4 rider') },
      { name: 'fotos/band.txt', data: Buffer.from('Bandfoto folgt') },
      { name: 'word.txt', data: Buffer.from('word/document.xml is only a name here') },
    ];
    for (const { label, archive } of variants(entries)) {
      expect(await inspectDocument(archive), label).toBe('zip');
    }
  });

  it('names the other zip-based formats by their directory', () => {
    const names = (...list: string[]) => zipBasedFormat(list);
    expect(names('xl/workbook.xml', '[Content_Types].xml')).toBe('xlsx');
    expect(names('ppt/presentation.xml', '_rels/.rels', '[content_types].xml')).toBe('pptx');
    expect(names('3D/3dmodel.model', '[Content_Types].xml')).toBe('office-open-xml');
    expect(names('content.xml', 'META-INF/manifest.xml', 'mimetype')).toBe('opendocument');
    expect(names('OEBPS/book.xhtml', 'META-INF/container.xml')).toBe('opendocument');
    expect(names('a/B.class', 'META-INF/MANIFEST.MF')).toBe('jar');
    expect(names('res/x.xml', 'classes2.dex', 'AndroidManifest.xml')).toBe('apk');
    expect(names('manifest.json', 'META-INF/mozilla.rsa')).toBe('xpi');
    expect(names('Index/Document.iwa')).toBe('iwork');
    // Folders named like Office parts, without the content types part, are a plain zip.
    expect(names('word/document.xml', 'xl/a.txt', 'docs/[Content_Types].xml')).toBeNull();
    expect(names()).toBeNull();
  });

  it('refuses an OpenDocument text whose mimetype entry is not first', async () => {
    const odt = zip([
      { name: 'content.xml', data: Buffer.from('<office:document-content/>'), deflate: true },
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
    ]);
    expect(await codeOf(inspectDocument(odt))).toBe('media.wrong_type');
  });
});

describe('parseRange (RFC 9110 section 14)', () => {
  it('answers one satisfiable range with that range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=99-99', 100)).toEqual({ start: 99, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    // The last position is clipped; a suffix longer than the file is the whole file.
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-99999999999999999999', 100)).toEqual({ start: 0, end: 99 });
    // The unit is case-insensitive; whitespace around list elements is allowed.
    expect(parseRange('Bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes= 0-9 ', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=0-9,', 100)).toEqual({ start: 0, end: 9 });
  });

  it('refuses ranges that are valid but not satisfiable, and several ranges', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-9', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1, 5-9', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5,0-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,500-600', 100)).toBe('unsatisfiable');
  });

  it('ignores what it cannot honour: the whole file is sent', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('bytes=a-b', 100)).toBeNull();
    expect(parseRange('bytes=1.5-2', 100)).toBeNull();
    expect(parseRange('bytes=+1-2', 100)).toBeNull();
    expect(parseRange('bytes=0x10-', 100)).toBeNull();
    expect(parseRange('bytes=0 - 9', 100)).toBeNull();
    // An invalid range-spec: the last position before the first.
    expect(parseRange('bytes=9-5', 100)).toBeNull();
    expect(parseRange('bytes=0-1,9-5', 100)).toBeNull();
    expect(parseRange('bytes=0-1,junk', 100)).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('is an attachment with a UTF-8 file name', () => {
    expect(contentDisposition('Über uns.pdf')).toBe(
      `attachment; filename="_ber uns.pdf"; filename*=UTF-8''%C3%9Cber%20uns.pdf`,
    );
  });
});
