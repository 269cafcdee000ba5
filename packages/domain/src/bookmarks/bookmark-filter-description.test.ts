import { describe, expect, it } from 'vitest';
import { regionOf } from '../profiles/regions.ts';
import { describeFilter } from './bookmark-filter-description.ts';
import { filterFromSearchParams } from './bookmark.schema.ts';

describe('describeFilter on the gig list', () => {
  it('reads every filter of the gig list, in the order of its filter form', () => {
    expect(
      describeFilter('/gigs', {
        q: ' Open Stage ',
        sort: 'newest',
        network: '1',
        local: '1',
        premium: '1',
        paid: '1',
        minPay: '200',
        type: 'live,stream',
        genre: 'jazz,rock',
        from: '2026-12-12',
        to: '2026-12-31',
        city: '2886242',
        cityName: 'Köln',
        cityCountry: 'DE',
        km: '50',
        region: 'DE-07',
        page: '3',
        size: '50',
      }),
    ).toEqual([
      { kind: 'flag', flag: 'paid' },
      { kind: 'minPay', euros: 200 },
      { kind: 'flag', flag: 'premium' },
      { kind: 'flag', flag: 'local' },
      { kind: 'flag', flag: 'network' },
      { kind: 'type', types: ['live', 'stream'] },
      { kind: 'genre', genres: ['jazz', 'rock'] },
      { kind: 'dates', from: '2026-12-12', to: '2026-12-31' },
      { kind: 'distance', km: 50, cityName: 'Köln' },
      { kind: 'region', region: regionOf('DE-07') },
      { kind: 'search', text: 'Open Stage' },
      { kind: 'sort', sort: 'newest' },
      { kind: 'page', page: 3 },
      { kind: 'pageSize', size: 50 },
    ]);
  });

  it('reads the same parameters on /booking, and nothing for an empty filter', () => {
    expect(describeFilter('/booking', { paid: '1', type: 'live' })).toEqual([
      { kind: 'flag', flag: 'paid' },
      { kind: 'type', types: ['live'] },
    ]);
    expect(describeFilter('/gigs', {})).toEqual([]);
  });

  it('takes one end of the date range alone', () => {
    expect(describeFilter('/gigs', { from: '2026-12-12' })).toEqual([
      { kind: 'dates', from: '2026-12-12', to: null },
    ]);
    expect(describeFilter('/gigs', { to: '2027-01-31' })).toEqual([
      { kind: 'dates', from: null, to: '2027-01-31' },
    ]);
  });

  it('reads a city without a distance, and a distance without a city', () => {
    expect(describeFilter('/gigs', { city: '2886242', cityName: 'Köln' })).toEqual([
      { kind: 'distance', km: null, cityName: 'Köln' },
    ]);
    expect(describeFilter('/gigs', { km: '25' })).toEqual([{ kind: 'km', km: 25 }]);
  });

  it('keeps what it does not know or the list would not accept as "name: value"', () => {
    expect(
      describeFilter('/gigs', {
        paid: 'yes',
        type: 'live,disco',
        region: 'DE-99',
        from: '12.12.2026',
        km: '5000',
        sort: 'random',
        city: '2886242',
        colour: ['red', 'blue'],
      }),
    ).toEqual([
      { kind: 'other', name: 'paid', value: 'yes' },
      { kind: 'other', name: 'type', value: 'live,disco' },
      { kind: 'other', name: 'region', value: 'DE-99' },
      { kind: 'other', name: 'from', value: '12.12.2026' },
      { kind: 'other', name: 'km', value: '5000' },
      { kind: 'other', name: 'sort', value: 'random' },
      // A city id without its name can not be named.
      { kind: 'other', name: 'city', value: '2886242' },
      { kind: 'other', name: 'colour', value: 'red' },
      { kind: 'other', name: 'colour', value: 'blue' },
    ]);
  });

  it('keeps a repeated single-valued parameter as it is', () => {
    expect(describeFilter('/gigs', { type: ['live', 'stream'] })).toEqual([
      { kind: 'other', name: 'type', value: 'live' },
      { kind: 'other', name: 'type', value: 'stream' },
    ]);
  });
});

describe('describeFilter on other lists', () => {
  it('reads the search and the page, and keeps the gig list’s filters as they are', () => {
    expect(describeFilter('/marktplatz', { q: 'Gitarre', page: '2', paid: '1' })).toEqual([
      { kind: 'search', text: 'Gitarre' },
      { kind: 'page', page: 2 },
      { kind: 'other', name: 'paid', value: '1' },
    ]);
  });
});

describe('filterFromSearchParams', () => {
  it('does not save the page a list was on', () => {
    const pairs = [
      ['paid', '1'],
      ['page', '3'],
      ['q', 'Jazz'],
    ] as const;
    const params = {
      keys: () => pairs.map(([key]) => key),
      getAll: (key: string) => pairs.filter(([k]) => k === key).map(([, value]) => value),
    };
    expect(filterFromSearchParams(params)).toEqual({
      paid: '1',
      q: 'Jazz',
    });
  });
});

describe('describeFilter on the directory lists', () => {
  it('words the filters of each list and leaves those of other lists as they are', () => {
    expect(
      describeFilter('/verzeichnis/livelocations', {
        open: '1',
        genre: 'rock',
        city: '2886242',
        cityName: 'Köln',
        km: '50',
        sort: 'nearest',
        instrument: 'guitar',
      }),
    ).toEqual([
      { kind: 'directoryFlag', flag: 'open' },
      { kind: 'genre', genres: ['rock'] },
      { kind: 'distance', km: 50, cityName: 'Köln' },
      { kind: 'directorySort', sort: 'nearest' },
      { kind: 'other', name: 'instrument', value: 'guitar' },
    ]);
    expect(
      describeFilter('/verzeichnis/musiker', { gema: '1', instrument: 'guitar,drums', q: 'Anna' }),
    ).toEqual([
      { kind: 'directoryFlag', flag: 'gema' },
      { kind: 'instrument', instruments: ['guitar', 'drums'] },
      { kind: 'search', text: 'Anna' },
    ]);
    expect(describeFilter('/verzeichnis/bands', { form: 'solo' })).toEqual([
      { kind: 'artistForm', form: 'solo' },
    ]);
    expect(describeFilter('/verzeichnis/firmen', { orgType: 'verein', region: 'DE-07' })).toEqual([
      { kind: 'organizationType', type: 'verein' },
      { kind: 'region', region: expect.objectContaining({ country: 'DE', code: '07' }) },
    ]);
  });
});

describe('describeFilter on the contact ads (/musikersuche)', () => {
  it('reads every filter of the contact ads, in the order of their filter form', () => {
    expect(
      describeFilter('/musikersuche', {
        sort: 'nearest',
        q: ' Proberaum ',
        remote: '1',
        bandType: '2',
        skill: '12',
        ambition: '12',
        km: '50',
        cityCountry: 'DE',
        cityName: 'Köln',
        city: '2886242',
        region: 'DE-07',
        genre: 'rock,jazz',
        plays: 'drums',
        inst: 'guitar,bass',
        type: '3,1',
        size: '50',
      }),
    ).toEqual([
      { kind: 'searchType', types: [3, 1] },
      { kind: 'instrumentSought', instruments: ['guitar', 'bass'] },
      { kind: 'instrumentPlayed', instruments: ['drums'] },
      { kind: 'genre', genres: ['rock', 'jazz'] },
      { kind: 'region', region: regionOf('DE-07') },
      { kind: 'distance', km: 50, cityName: 'Köln' },
      { kind: 'ambition', ambitions: ['ambitious', 'semiPro'] },
      { kind: 'skill', skills: ['experienced', 'veryExperienced'] },
      { kind: 'bandType', bandType: 'originals' },
      { kind: 'remote' },
      { kind: 'search', text: 'Proberaum' },
      { kind: 'contactAdSort', sort: 'nearest' },
      { kind: 'pageSize', size: 50 },
    ]);
  });

  it('reads a city without a distance, and a distance without a city', () => {
    expect(describeFilter('/musikersuche', { city: '2886242', cityName: 'Köln' })).toEqual([
      { kind: 'distance', km: null, cityName: 'Köln' },
    ]);
    expect(describeFilter('/musikersuche', { km: '25' })).toEqual([{ kind: 'km', km: 25 }]);
  });

  it('keeps values the contact ads’ list would not take, and the other lists’ filters, as they are', () => {
    expect(
      describeFilter('/musikersuche', {
        type: '5',
        inst: 'kazoo-xl',
        plays: '',
        ambition: '32',
        skill: '0',
        bandType: '4',
        remote: 'yes',
        sort: 'date',
        km: '501',
        q: 'x'.repeat(201),
        filter: 'matches',
        paid: '1',
      }),
    ).toEqual([
      { kind: 'other', name: 'type', value: '5' },
      { kind: 'other', name: 'inst', value: 'kazoo-xl' },
      { kind: 'other', name: 'plays', value: '' },
      { kind: 'other', name: 'ambition', value: '32' },
      { kind: 'other', name: 'skill', value: '0' },
      { kind: 'other', name: 'bandType', value: '4' },
      { kind: 'other', name: 'remote', value: 'yes' },
      { kind: 'other', name: 'sort', value: 'date' },
      { kind: 'other', name: 'km', value: '501' },
      { kind: 'other', name: 'q', value: 'x'.repeat(201) },
      { kind: 'other', name: 'filter', value: 'matches' },
      { kind: 'other', name: 'paid', value: '1' },
    ]);
  });

  it('leaves the contact ads’ filters raw on other lists', () => {
    expect(describeFilter('/gigs', { plays: 'drums', ambition: '4' })).toEqual([
      { kind: 'other', name: 'plays', value: 'drums' },
      { kind: 'other', name: 'ambition', value: '4' },
    ]);
  });
});
