import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_IDS, regionName, regionOf } from './regions.ts';

describe('regions', () => {
  it('lists the 16 German states, 9 Austrian states and 26 Swiss cantons once each', () => {
    const count = (country: string) =>
      REGIONS.filter((region) => region.country === country).length;
    expect([count('DE'), count('AT'), count('CH')]).toEqual([16, 9, 26]);
    expect(new Set(REGION_IDS).size).toBe(REGIONS.length);
  });

  it('finds a region by id and names a city region in each language', () => {
    expect(regionOf('DE-07')).toMatchObject({ de: 'Nordrhein-Westfalen' });
    expect(regionOf('DE-99')).toBeNull();
    expect(regionName('AT', '09', 'en')).toBe('Vienna');
    expect(regionName('CH', 'ZH', 'de')).toBe('Zürich');
    expect(regionName('DE', '99', 'de')).toBe('99');
    expect(regionName('DE', null, 'de')).toBeNull();
  });
});
