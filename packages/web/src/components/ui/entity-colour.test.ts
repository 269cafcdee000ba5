import { describe, expect, it } from 'vitest';
import { ENTITY_COLOURS, entityColour } from './entity-colour.ts';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe('entityColour', () => {
  it('gives the same entity the same colour and spreads entities over the palette', () => {
    expect(entityColour('page-42')).toBe(entityColour('page-42'));
    const used = new Set(Array.from({ length: 64 }, (_, index) => entityColour(`id-${index}`)));
    expect(used.size).toBe(ENTITY_COLOURS.length);
  });

  it('keeps white initials readable on every colour (4.5:1)', () => {
    for (const colour of ENTITY_COLOURS) {
      expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
