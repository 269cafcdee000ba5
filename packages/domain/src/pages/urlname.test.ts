import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVED_URLNAMES, UrlnameSchema, urlnameProblem } from './urlname.ts';

describe('urlnameProblem', () => {
  it('accepts lowercase letters, digits and inner hyphens, 2-256 characters', () => {
    for (const value of ['ab', 'die-aerzte', 'band2000', '4-non-blondes', 'a'.repeat(256)]) {
      expect(urlnameProblem(value), value).toBeNull();
      expect(UrlnameSchema.safeParse(value).success).toBe(true);
    }
  });

  it('answers page.invalid_address for anything else', () => {
    for (const value of [
      '',
      'a',
      'A-band',
      'die ärzte',
      '-band',
      'band-',
      'band_name',
      'band.de',
      'a'.repeat(257),
      'bänd',
    ]) {
      expect(urlnameProblem(value), value).toBe('page.invalid_address');
      expect(UrlnameSchema.safeParse(value).success).toBe(false);
    }
  });

  it('answers page.address_unavailable for a reserved name', () => {
    for (const value of ['login', 'api', 'page', 'booking', 'gigs', 'static', 'media', 'home']) {
      expect(RESERVED_URLNAMES.has(value)).toBe(true);
      expect(urlnameProblem(value), value).toBe('page.address_unavailable');
    }
  });

  it('keeps every reserved name in the address form (so it would otherwise be valid)', () => {
    for (const value of RESERVED_URLNAMES) {
      expect(urlnameProblem(value), value).toBe('page.address_unavailable');
    }
  });

  it('agrees with the schema on random input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'z', '0', '-', 'A', '_', ' ') }),
        (value) => {
          const problem = urlnameProblem(value);
          const parsed = UrlnameSchema.safeParse(value).success;
          expect(problem === 'page.invalid_address').toBe(!parsed);
        },
      ),
      { numRuns: 500 },
    );
  });
});
