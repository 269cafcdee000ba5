import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detailPath,
  isId,
  isInstapostId,
  isShortUrl,
  parseSlugId,
  slugify,
} from './route-params.ts';

describe('route parameters', () => {
  it('accepts ids of 5 to 12 alphanumerics only', () => {
    expect(isId('abcde')).toBe(true);
    expect(isId('A1b2C3d4E5f6')).toBe(true);
    expect(isId('abcd')).toBe(false);
    expect(isId('abcdefghijklm')).toBe(false);
    expect(isId('abc-de')).toBe(false);
  });

  it('accepts instapost ids of 5 to 64 and short urls of 2 to 256 characters', () => {
    expect(isInstapostId('a'.repeat(64))).toBe(true);
    expect(isInstapostId('a'.repeat(65))).toBe(false);
    expect(isShortUrl('ab')).toBe(true);
    expect(isShortUrl('band-name-2')).toBe(true);
    expect(isShortUrl('a')).toBe(false);
    expect(isShortUrl('a'.repeat(257))).toBe(false);
    expect(isShortUrl('with space')).toBe(false);
  });

  it('splits slug and id at the last hyphen', () => {
    expect(parseSlugId('die-aerzte-live-Ab12Cd34Ef')).toEqual({
      slug: 'die-aerzte-live',
      id: 'Ab12Cd34Ef',
    });
    expect(parseSlugId('Ab12Cd34Ef')).toEqual({ slug: '', id: 'Ab12Cd34Ef' });
    expect(parseSlugId('slug-x')).toBeNull();
  });

  it('round-trips any name and id through detailPath and parseSlugId', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{5,12}$/), (name, id) => {
        const path = detailPath('/user', name, id);
        const parsed = parseSlugId(path.slice('/user/'.length));
        expect(parsed?.id).toBe(id);
      }),
    );
  });

  it('transliterates German umlauts in slugs', () => {
    expect(slugify('Größte Bühne Köln!')).toBe('groesste-buehne-koeln');
    expect(slugify('  --  ')).toBe('');
  });
});
