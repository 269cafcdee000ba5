import { describe, expect, it } from 'vitest';
import { formatDuration, moveItem, sizeText, youtubeEmbedUrl } from './media-format.ts';
import { mediaDetailPath, ownerPath } from './media-paths.ts';

describe('media formatting', () => {
  it('moves an item one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('builds the privacy-enhanced player address from a real video id only', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', true)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(youtubeEmbedUrl('x"><script>')).toBeNull();
    expect(youtubeEmbedUrl('../../evil1')).toBeNull();
  });

  it('writes sizes and durations', () => {
    expect(sizeText(512)).toEqual({ key: 'size.bytes', value: '512' });
    expect(sizeText(12_400)).toEqual({ key: 'size.kilobytes', value: '12' });
    expect(sizeText(3_450_000)).toEqual({ key: 'size.megabytes', value: '3,5' });
    expect(sizeText(25_000_000)).toEqual({ key: 'size.megabytes', value: '25' });
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('links detail routes that the route table knows', () => {
    expect(
      mediaDetailPath({ type: 'video', id: 'vid0000001', resource: '/video/vid0000001/live' }),
    ).toBe('/video/vid0000001/live');
    expect(
      mediaDetailPath({ type: 'video', id: 'vid0000001', resource: '/video/live-vid0000001' }),
    ).toBe('/video/vid0000001');
    expect(
      mediaDetailPath({ type: 'audio', id: 'aud0000001', resource: 'x', source: 'upload' }),
    ).toBe('/mp3-track/aud0000001');
    expect(
      mediaDetailPath({ type: 'audio', id: 'aud0000001', resource: 'x', source: 'soundcloud' }),
    ).toBe('/audio/aud0000001');
    expect(ownerPath({ kind: 'user', id: 'usr0000001' })).toBe('/user/usr0000001');
    expect(ownerPath({ kind: 'page', id: 'pag0000001' })).toBeNull();
  });
});
