/**
 * Colours for generated avatars and default covers: each keeps white text at 4.5:1 or more
 * (WCAG AA) in light and dark mode, and they differ enough in hue that neighbouring cards
 * without a picture are told apart.
 */
export const ENTITY_COLOURS = [
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#AD1457',
  '#00695C',
  '#4527A0',
  '#C62828',
  '#37474F',
] as const;

/**
 * The colour of an entity (a page, a profile, an offer) from a stable seed such as its id: the
 * same entity has the same colour on every screen and device (FNV-1a over the seed).
 */
export function entityColour(seed: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return ENTITY_COLOURS[(hash >>> 0) % ENTITY_COLOURS.length] ?? ENTITY_COLOURS[0];
}
