import { describe, expect, it } from 'vitest';
import {
  INSTRUMENTS,
  INSTRUMENT_GROUPS,
  foldForSearch,
  instrumentName,
  isInstrumentId,
  searchInstruments,
} from './instruments.ts';

describe('the instrument list', () => {
  it('has about 120 entries with unique, URL-safe ids and names in both languages', () => {
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(INSTRUMENTS.map((instrument) => instrument.id)).size).toBe(INSTRUMENTS.length);
    for (const instrument of INSTRUMENTS) {
      expect(instrument.id).toMatch(/^[a-z0-9-]{2,40}$/);
      expect(instrument.de.length).toBeGreaterThan(0);
      expect(instrument.en.length).toBeGreaterThan(0);
      expect(INSTRUMENT_GROUPS).toContain(instrument.group);
    }
  });

  it('holds activities as well as instruments', () => {
    for (const id of [
      'e-guitar',
      'bass',
      'drums',
      'vocals',
      'keys',
      'dj',
      'producer',
      'sound-engineer',
      'manager',
      'booker',
      'songwriter',
    ]) {
      expect(isInstrumentId(id)).toBe(true);
    }
    expect(isInstrumentId('kazoo-orchestra')).toBe(false);
  });

  it('names an instrument in the language asked for', () => {
    expect(instrumentName('e-guitar', 'de')).toBe('E-Gitarre');
    expect(instrumentName('e-guitar', 'en')).toBe('Electric guitar');
    expect(instrumentName('unknown-thing', 'de')).toBe('unknown-thing');
  });
});

describe('searchInstruments', () => {
  it('finds by German and English name, ignoring case and diacritics', () => {
    expect(searchInstruments('SCHLAGZ').map((i) => i.id)).toContain('drums');
    expect(searchInstruments('drum').map((i) => i.id)).toContain('drums');
    expect(searchInstruments('flugel').map((i) => i.id)).toEqual(['grand-piano', 'flugelhorn']);
    expect(searchInstruments('Cajon').map((i) => i.id)).toEqual(['cajon']);
    expect(searchInstruments('tontechnik').map((i) => i.id)).toEqual(['sound-engineer']);
  });

  it('puts names that start with the query before names that merely contain it', () => {
    const ids = searchInstruments('bass').map((i) => i.id);
    expect(ids[0]).toBe('bass');
    expect(ids.indexOf('bass-voice')).toBeLessThan(ids.indexOf('double-bass'));
    expect(ids).toContain('double-bass');
  });

  it('answers everything for an empty query and honours the limit', () => {
    expect(searchInstruments('')).toHaveLength(INSTRUMENTS.length);
    expect(searchInstruments('', 5)).toHaveLength(5);
    expect(searchInstruments('xyzzy')).toEqual([]);
  });

  it('folds ß and umlauts', () => {
    expect(foldForSearch('  Straße Flöte ')).toBe('strasse flote');
  });
});
