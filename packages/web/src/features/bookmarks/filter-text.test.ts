import type { BookmarkFilter, BookmarkRoute, Locale } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { filterText } from './filter-text.ts';

/** The filter in words as a reader of `language` sees it (Intl's narrow spaces as spaces). */
const words = (language: Locale, filter: BookmarkFilter, route: BookmarkRoute = '/gigs') =>
  filterText(route, filter, i18n.getFixedT(language, ['bookmarks', 'booking']), language).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );

/** Every filter of the gig list, one at a time, and how each language says it. */
const CASES: { filter: BookmarkFilter; de: string; en: string }[] = [
  { filter: { paid: '1' }, de: 'Nur mit Gage', en: 'Paid gigs only' },
  { filter: { minPay: '200' }, de: 'Gage ab 200 €', en: 'Pay from €200' },
  { filter: { premium: '1' }, de: 'Nur Premium', en: 'Premium only' },
  { filter: { local: '1' }, de: 'Lokale Acts bevorzugt', en: 'Local acts preferred' },
  { filter: { network: '1' }, de: 'Mein Netzwerk', en: 'My network' },
  { filter: { type: 'live' }, de: 'Auftrittsart: Live', en: 'Performance type: Live' },
  {
    filter: { type: 'session,other' },
    de: 'Auftrittsart: Session, Sonstiges',
    en: 'Performance type: Session, Other',
  },
  {
    filter: { genre: 'electronic,jazz' },
    de: 'Gesuchte Genres: Elektronische Musik, Jazz',
    en: 'Wanted genres: Electronic, Jazz',
  },
  { filter: { from: '2026-12-12' }, de: 'ab 12.12.2026', en: 'from Dec 12, 2026' },
  { filter: { to: '2027-01-31' }, de: 'bis 31.01.2027', en: 'until Jan 31, 2027' },
  {
    filter: { from: '2026-12-12', to: '2027-01-31' },
    de: '12.12.2026 – 31.01.2027',
    en: 'Dec 12, 2026 – Jan 31, 2027',
  },
  {
    filter: { city: '2886242', cityName: 'Köln', cityCountry: 'DE', km: '50' },
    de: '50 km um Köln',
    en: 'within 50 km of Köln',
  },
  {
    filter: { city: '2886242', cityName: 'Köln', cityCountry: 'DE' },
    de: 'Umkreis um Köln',
    en: 'around Köln',
  },
  { filter: { km: '25' }, de: 'Umkreis: 25 km', en: 'Distance: 25 km' },
  { filter: { region: 'DE-02' }, de: 'Region: Bayern', en: 'Region: Bavaria' },
  { filter: { q: 'Open Stage' }, de: 'Suche: „Open Stage“', en: 'Search: “Open Stage”' },
  { filter: { sort: 'date' }, de: 'Sortierung: Nächster Termin', en: 'Sort by: Next date' },
  { filter: { sort: 'newest' }, de: 'Sortierung: Neueste', en: 'Sort by: Newest' },
  { filter: { sort: 'pay' }, de: 'Sortierung: Höchste Gage', en: 'Sort by: Highest pay' },
  { filter: { page: '3' }, de: 'Seite 3', en: 'Page 3' },
  { filter: { size: '50' }, de: '50 pro Seite', en: '50 per page' },
];

describe('filterText', () => {
  for (const { filter, de, en } of CASES) {
    it(`says ${JSON.stringify(filter)} as "${de}" and "${en}"`, () => {
      expect(words('de', filter)).toBe(de);
      expect(words('en', filter)).toBe(en);
    });
  }

  it('joins the parts in the order of the filter form', () => {
    const filter = {
      sort: 'newest',
      city: '2886242',
      cityName: 'Köln',
      cityCountry: 'DE',
      km: '50',
      from: '2026-12-12',
      type: 'live',
      paid: '1',
    };
    expect(words('de', filter)).toBe(
      'Nur mit Gage · Auftrittsart: Live · ab 12.12.2026 · 50 km um Köln · Sortierung: Neueste',
    );
    expect(words('en', filter)).toBe(
      'Paid gigs only · Performance type: Live · from Dec 12, 2026 · within 50 km of Köln · Sort by: Newest',
    );
  });

  it('shows parameters it does not know, and values the list would not take, as name: value', () => {
    // After what it knows, in the order they were saved.
    expect(
      words('de', { colour: ['rot', 'blau'], paid: 'ja', type: 'live', region: 'DE-99' }),
    ).toBe('Auftrittsart: Live · colour: rot · colour: blau · paid: ja · region: DE-99');
    expect(words('en', { utm_source: 'newsletter' })).toBe('utm_source: newsletter');
  });

  it('says when a bookmark has no filter', () => {
    expect(words('de', {})).toBe('ohne Filter');
    expect(words('en', {})).toBe('no filter');
  });

  it('reads the search of any list, and leaves the gig list’s filters raw elsewhere', () => {
    expect(words('de', { q: 'Gitarre', paid: '1' }, '/marktplatz')).toBe(
      'Suche: „Gitarre“ · paid: 1',
    );
  });
});

/** Every filter of the contact ads' list, one at a time, and how each language says it. */
const CONTACT_AD_CASES: { filter: BookmarkFilter; de: string; en: string }[] = [
  { filter: { type: '3' }, de: 'Musiker:in sucht Band', en: 'Musician seeks band' },
  {
    filter: { type: '1,2,4' },
    de: 'Band sucht Musiker:in, Musiker:in sucht Mitmusiker:innen, Sucht Geschäftspartner',
    en: 'Band seeks musician, Musician seeks fellow musicians, Seeks business partner',
  },
  {
    filter: { inst: 'guitar,keys' },
    de: 'Gesuchtes Instrument: Gitarre, Keyboard',
    en: 'Instrument sought: Guitar, Keys',
  },
  { filter: { plays: 'vocals' }, de: 'Spielt: Gesang', en: 'Plays: Vocals' },
  { filter: { genre: 'jazz' }, de: 'Gesuchte Genres: Jazz', en: 'Wanted genres: Jazz' },
  { filter: { region: 'DE-02' }, de: 'Region: Bayern', en: 'Region: Bavaria' },
  {
    filter: { city: '2886242', cityName: 'Köln', cityCountry: 'DE', km: '100' },
    de: '100 km um Köln',
    en: 'within 100 km of Köln',
  },
  {
    filter: { ambition: '3' },
    de: 'Ambition: Just for fun, Hobby',
    en: 'Ambition: Just for fun, Hobby',
  },
  { filter: { ambition: '16' }, de: 'Ambition: Professionell', en: 'Ambition: Professional' },
  {
    filter: { skill: '17' },
    de: 'Können: Einsteiger:in, Profi',
    en: 'Skill: Beginner, Pro',
  },
  {
    filter: { skill: '14' },
    de: 'Können: Fortgeschritten, Erfahren, Sehr erfahren',
    en: 'Skill: Advanced, Experienced, Very experienced',
  },
  { filter: { bandType: '1' }, de: 'Ausrichtung: Coverband', en: 'Focus: Cover band' },
  {
    filter: { bandType: '3' },
    de: 'Ausrichtung: Cover und eigene Songs',
    en: 'Focus: Covers and own songs',
  },
  { filter: { remote: '1' }, de: 'Remote möglich', en: 'Remote possible' },
  { filter: { q: 'Proberaum' }, de: 'Suche: „Proberaum“', en: 'Search: “Proberaum”' },
  { filter: { sort: 'newest' }, de: 'Sortierung: Neueste zuerst', en: 'Order: Newest first' },
  { filter: { sort: 'nearest' }, de: 'Sortierung: Nächste zuerst', en: 'Order: Nearest first' },
  { filter: { sort: 'relevance' }, de: 'Sortierung: Relevanz', en: 'Order: Relevance' },
];

describe('filterText on the contact ads (/musikersuche)', () => {
  for (const { filter, de, en } of CONTACT_AD_CASES) {
    it(`says ${JSON.stringify(filter)} as "${de}" and "${en}"`, () => {
      expect(words('de', filter, '/musikersuche')).toBe(de);
      expect(words('en', filter, '/musikersuche')).toBe(en);
    });
  }

  it('joins the parts in the order of the filter form', () => {
    const filter = {
      ambition: '12',
      km: '50',
      cityCountry: 'DE',
      cityName: 'Köln',
      city: '2886242',
      plays: 'drums',
      type: '3',
    };
    expect(words('de', filter, '/musikersuche')).toBe(
      'Musiker:in sucht Band · Spielt: Schlagzeug · 50 km um Köln · Ambition: Ambitioniert, Semiprofessionell',
    );
    expect(words('en', filter, '/musikersuche')).toBe(
      'Musician seeks band · Plays: Drums · within 50 km of Köln · Ambition: Ambitious, Semi-professional',
    );
  });

  it('shows a value the list would not take as name: value', () => {
    expect(words('de', { ambition: '0', type: '9', remote: '1' }, '/musikersuche')).toBe(
      'Remote möglich · ambition: 0 · type: 9',
    );
  });
});
