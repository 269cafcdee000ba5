import { describe, expect, it } from 'vitest';
import { canRenew } from './contact-ad-lifecycle.ts';
import { instrumentInSentence } from './contact-ad-words.ts';
import { instrumentIdOf, normalizeLegacyFilters, regionIdOf } from './legacy-filters.ts';

describe('renewing a contact ad', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is allowed once expired and within seven days before the end', () => {
    expect(canRenew({ status: 'expired', expiresAt: '2026-10-01T00:00:00Z' }, now)).toBe(true);
    expect(canRenew({ status: 'active', expiresAt: '2026-12-04T12:00:00Z' }, now)).toBe(true);
    expect(canRenew({ status: 'paused', expiresAt: '2026-12-01T00:00:00Z' }, now)).toBe(true);
  });
  it('is not allowed earlier', () => {
    expect(canRenew({ status: 'active', expiresAt: '2026-12-04T12:00:01Z' }, now)).toBe(false);
    expect(canRenew({ status: 'paused', expiresAt: '2027-01-20T00:00:00Z' }, now)).toBe(false);
  });
});

describe('the old musician search addresses', () => {
  it('turn region and instrument names into ids, in German or English', () => {
    expect(regionIdOf('Bayern')).toBe('DE-02');
    expect(regionIdOf('bavaria')).toBe('DE-02');
    expect(regionIdOf('DE-07')).toBe('DE-07');
    expect(regionIdOf('Atlantis')).toBeNull();
    expect(instrumentIdOf('Schlagzeug')).toBe('drums');
    expect(instrumentIdOf('drums')).toBe('drums');
    expect(instrumentIdOf('E-Gitarre')).toBe('e-guitar');
  });
  it('leave ids alone and drop names that name nothing', () => {
    expect(normalizeLegacyFilters(new URLSearchParams('region=DE-02&inst=drums'))).toBeNull();
    expect(
      normalizeLegacyFilters(new URLSearchParams('region=Nirgendwo&inst=Bass'))?.toString(),
    ).toBe('inst=bass');
  });
});

describe('an instrument in a sentence', () => {
  it('keeps German nouns and lowercases English names but abbreviations', () => {
    expect(instrumentInSentence('drums', 'de')).toBe('Schlagzeug');
    expect(instrumentInSentence('drums', 'en')).toBe('drums');
    expect(instrumentInSentence('e-guitar', 'en')).toBe('electric guitar');
    expect(instrumentInSentence('dj', 'en')).toBe('DJ');
  });
});
