import { formatNumber } from '../../lib/format.ts';

export type SizeText = { key: 'size.bytes' | 'size.kilobytes' | 'size.megabytes'; value: string };

/** 950 B, 12 KB, 3,4 MB (decimal units, one decimal place below 10 MB, in the interface locale). */
export function sizeText(bytes: number): SizeText {
  if (bytes < 1000) return { key: 'size.bytes', value: formatNumber(Math.max(0, bytes)) };
  if (bytes < 1_000_000) {
    return { key: 'size.kilobytes', value: formatNumber(Math.round(bytes / 1000)) };
  }
  const mb = bytes / 1_000_000;
  return {
    key: 'size.megabytes',
    value: formatNumber(mb, { maximumFractionDigits: mb < 10 ? 1 : 0 }),
  };
}

/** 3:07 or 1:02:03. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-enhanced player (youtube-nocookie.com), built from the id rather than taken as a
 * url, so nothing else can end up in the frame. Null for an id that is not one.
 */
export function youtubeEmbedUrl(youtubeId: string, autoplay = false): string | null {
  if (!YOUTUBE_ID.test(youtubeId)) return null;
  return `https://www.youtube-nocookie.com/embed/${youtubeId}${autoplay ? '?autoplay=1' : ''}`;
}

/** Moves the item at `index` one place up (-1) or down (+1); the same list when it cannot. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
