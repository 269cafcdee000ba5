/**
 * Demo pictures for the seed, GENERATED here (nothing is downloaded): SVG drawn from a seed and
 * rendered by sharp (librsvg). Avatars are a gradient with the initials, covers a wide gradient
 * with shapes and the page's name, album photos stage-like lights. The same seed always gives the
 * same picture. Output is a JPEG "upload", which the seeder then runs through the same pipeline
 * as a real upload.
 */
import sharp from 'sharp';

/** Sizes of the generated "uploads" (what a user would send after cropping). */
export const AVATAR_SIZE = 512;
export const COVER_SIZE = { width: 1920, height: 640 } as const;
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;

/** Generic sans-serif first; librsvg falls back through the list (DejaVu is on most Linux). */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

type Palette = { from: string; to: string; accent: string };

/** Hand-picked gradients (dark enough for white text everywhere). */
const PALETTES: readonly Palette[] = [
  { from: '#1d2b64', to: '#7b2ff7', accent: '#f8cdda' },
  { from: '#0f2027', to: '#2c5364', accent: '#7fdbda' },
  { from: '#42275a', to: '#734b6d', accent: '#ffb88c' },
  { from: '#8e2de2', to: '#4a00e0', accent: '#ffd86f' },
  { from: '#c0392b', to: '#5b1a18', accent: '#ffcf70' },
  { from: '#134e5e', to: '#2f8f6b', accent: '#d6f5a3' },
  { from: '#cc2b5e', to: '#753a88', accent: '#ffe29f' },
  { from: '#1f4037', to: '#3c8d76', accent: '#f9f871' },
  { from: '#232526', to: '#4b5563', accent: '#ff6b6b' },
  { from: '#b24592', to: '#3a1c71', accent: '#6ee7f9' },
  { from: '#e65c00', to: '#8a2a0a', accent: '#fff1a8' },
  { from: '#005c97', to: '#1b1f5e', accent: '#ff9a8b' },
];

/** A small deterministic generator (mulberry32), independent of faker's sequence. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a stable number for a string (so a name always gets the same colours). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const SKIPPED_WORDS = new Set(['&', 'und', 'and', 'die', 'der', 'das', 'the', 'von', 'im', 'e.v.']);

/** "Lena Hoffmann" → "LH", "Lena & die Nachtfalter" → "LN", "Kulturhalle" → "K". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !SKIPPED_WORDS.has(word.toLowerCase()))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const picked = words.length > 2 ? [words[0], words.at(-1)] : words;
  return picked
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toLocaleUpperCase('de');
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const round = (value: number) => Math.round(value * 10) / 10;

async function toUpload(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: false }).toBuffer();
}

/** A square avatar: diagonal gradient, soft circles, the initials. */
export function avatarSvg(name: string, seed = hashString(name)): string {
  const random = createRandom(seed);
  const palette = PALETTES[seed % PALETTES.length] as Palette;
  const size = AVATAR_SIZE;
  const circles = Array.from({ length: 4 }, () => {
    const r = round(size * (0.15 + random() * 0.35));
    return `<circle cx="${round(random() * size)}" cy="${round(random() * size)}" r="${r}" fill="${palette.accent}" fill-opacity="${round(0.08 + random() * 0.14)}"/>`;
  }).join('');
  const initials = escapeXml(initialsOf(name) || (['♪', '♫', '♬'][seed % 3] as string));
  const fontSize = initials.length > 1 ? 190 : 230;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>${circles}
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.95" letter-spacing="4">${initials}</text>
</svg>`;
}

export type CoverText = { title: string; subtitle?: string };

/** A 3:1 cover: gradient, waves or light circles, the name and a subtitle at the bottom left. */
export function coverSvg(text: CoverText, seed = hashString(text.title)): string {
  const random = createRandom(seed);
  const palette = PALETTES[(seed >>> 4) % PALETTES.length] as Palette;
  const { width, height } = COVER_SIZE;
  const shapes: string[] = [];
  if (seed % 2 === 0) {
    // Waves across the picture.
    for (let index = 0; index < 5; index += 1) {
      const y = height * (0.25 + index * 0.15 + random() * 0.05);
      const amplitude = 40 + random() * 90;
      const phase = random() * width;
      const points: string[] = [];
      for (let x = -80; x <= width + 80; x += 80) {
        points.push(`${x},${round(y + Math.sin((x + phase) / 210) * amplitude)}`);
      }
      shapes.push(
        `<polyline points="${points.join(' ')}" fill="none" stroke="${palette.accent}" stroke-opacity="${round(0.12 + random() * 0.2)}" stroke-width="${round(3 + random() * 10)}" stroke-linejoin="round"/>`,
      );
    }
  } else {
    // Out-of-focus lights.
    for (let index = 0; index < 16; index += 1) {
      shapes.push(
        `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(20 + random() * 140)}" fill="${index % 3 === 0 ? '#ffffff' : palette.accent}" fill-opacity="${round(0.05 + random() * 0.18)}"/>`,
      );
    }
  }
  // A few diagonal bars for depth.
  for (let index = 0; index < 3; index += 1) {
    const x = round(width * (0.45 + random() * 0.5));
    shapes.push(
      `<polygon points="${x},0 ${round(x + 60 + random() * 120)},0 ${round(x - 260)},${height} ${round(x - 320 - random() * 120)},${height}" fill="#ffffff" fill-opacity="${round(0.03 + random() * 0.05)}"/>`,
    );
  }
  const title = escapeXml(text.title);
  const titleSize = text.title.length > 28 ? 76 : 96;
  const subtitle = text.subtitle
    ? `<text x="96" y="${height - 84}" font-family="${FONT}" font-size="40" fill="#ffffff" fill-opacity="0.8">${escapeXml(text.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<text x="96" y="${height - (text.subtitle ? 150 : 96)}" font-family="${FONT}" font-weight="700" font-size="${titleSize}" fill="#ffffff">${title}</text>${subtitle}
</svg>`;
}

const STAGE_LIGHTS = ['#ff3b6b', '#3bb2ff', '#ffd23b', '#a93bff', '#3bffb0', '#ff8a3b'];

/** A 3:2 "concert photo": dark stage, coloured light cones, haze, bokeh and silhouettes. */
export function stagePhotoSvg(seed: number): string {
  const random = createRandom(seed);
  const { width, height } = PHOTO_SIZE;
  const defs: string[] = [];
  const shapes: string[] = [];
  const lights = 3 + Math.floor(random() * 4);
  for (let index = 0; index < lights; index += 1) {
    const colour = STAGE_LIGHTS[Math.floor(random() * STAGE_LIGHTS.length)] as string;
    const x = round(width * ((index + 0.5) / lights) + (random() - 0.5) * 120);
    const spread = round(180 + random() * 260);
    const tilt = round((random() - 0.5) * 400);
    defs.push(
      `<linearGradient id="c${index}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
    );
    shapes.push(
      `<polygon points="${x - 12},0 ${x + 12},0 ${round(x + tilt + spread)},${height * 0.85} ${round(x + tilt - spread)},${height * 0.85}" fill="url(#c${index})" fill-opacity="${round(0.45 + random() * 0.35)}"/>`,
      `<circle cx="${x}" cy="8" r="22" fill="${colour}"/>`,
    );
  }
  for (let index = 0; index < 22; index += 1) {
    const colour = STAGE_LIGHTS[Math.floor(random() * STAGE_LIGHTS.length)] as string;
    shapes.push(
      `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.6)}" r="${round(6 + random() * 38)}" fill="${colour}" fill-opacity="${round(0.08 + random() * 0.25)}"/>`,
    );
  }
  // Players as silhouettes in front of the light: head, body, maybe a mic stand.
  const players = 2 + Math.floor(random() * 3);
  for (let index = 0; index < players; index += 1) {
    const x = round(width * ((index + 0.5) / players) + (random() - 0.5) * 80);
    const scale = 0.85 + random() * 0.3;
    const top = round(height * 0.5 + random() * 40);
    const head = round(38 * scale);
    shapes.push(
      `<circle cx="${x}" cy="${top}" r="${head}" fill="#07070c"/>`,
      `<rect x="${round(x - 70 * scale)}" y="${round(top + head * 0.9)}" width="${round(140 * scale)}" height="${height}" rx="${round(50 * scale)}" fill="#07070c"/>`,
    );
    if (random() < 0.6) {
      shapes.push(
        `<line x1="${round(x + 110 * scale)}" y1="${round(top + 20)}" x2="${round(x + 110 * scale)}" y2="${height}" stroke="#07070c" stroke-width="8"/>`,
        `<ellipse cx="${round(x + 104 * scale)}" cy="${round(top + 14)}" rx="${round(16 * scale)}" ry="${round(10 * scale)}" fill="#07070c" transform="rotate(-25 ${round(x + 104 * scale)} ${round(top + 14)})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<radialGradient id="bg" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="#2a2140"/><stop offset="1" stop-color="#050508"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.9"/></linearGradient>
${defs.join('\n')}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes.join('')}
<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="url(#floor)"/>
</svg>`;
}

export function renderAvatar(name: string, seed?: number): Promise<Buffer> {
  return toUpload(avatarSvg(name, seed));
}

export function renderCover(text: CoverText, seed?: number): Promise<Buffer> {
  return toUpload(coverSvg(text, seed));
}

export function renderStagePhoto(seed: number): Promise<Buffer> {
  return toUpload(stagePhotoSvg(seed));
}
