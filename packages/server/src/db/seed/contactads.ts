import { CONTACT_AD_LIFETIME_DAYS } from '@backline/domain';
import type { contactAds } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PAGES } from './demo.ts';
import type { SeedPlan } from './plan.ts';

const DAY = 24 * 3600 * 1000;

/** A seeded ad: its place by the seed city's name (resolved to an id when inserted). */
export type ContactAdSeedRow = Omit<typeof contactAds.$inferInsert, 'cityId'> & {
  city: string | null;
};

type Draft = {
  /** Who publishes: the demo musician, her band, another band (artist page) or a musician. */
  by: 'demo' | 'demoBand' | 'band' | 'musician';
  searchType: 1 | 2 | 3 | 4;
  title: string;
  text: string;
  offered: string[];
  searched: string[];
  genres: string[];
  ambition: number;
  skill: number;
  bandType: 1 | 2 | 3 | null;
  remote: 0 | 1 | 2 | 3;
  city: string | null;
  rehearsalSpace?: boolean;
  mobile?: boolean;
  songsAvailable?: boolean;
  daysAgo: number;
};

/**
 * Ads of every search type across German, Austrian and Swiss cities. The demo musician (guitar
 * and vocals, Köln) seeks a band, her band seeks a drummer, and bands around Köln seek a
 * guitarist or a singer while drummers around Köln seek a band: she sees matches at once.
 */
const DRAFTS: readonly Draft[] = [
  {
    by: 'demo',
    searchType: 3,
    title: 'Gitarristin und Sängerin sucht Band in Köln',
    text: 'Ich spiele seit zwölf Jahren E-Gitarre und singe Lead und Backing. Am liebsten Indie und Alternative mit eigenen Songs, gerne auch mit Ambitionen auf Clubtouren. Proberaum wäre super, ich bin aber mobil.',
    offered: ['guitar', 'vocals'],
    searched: [],
    genres: ['indie', 'alternative', 'rock'],
    ambition: 4 | 8,
    skill: 4,
    bandType: 2,
    remote: 0,
    city: 'Köln',
    mobile: true,
    daysAgo: 3,
  },
  {
    by: 'demoBand',
    searchType: 1,
    title: 'Lena & die Nachtfalter suchen Schlagzeug',
    text: 'Unser Drummer zieht nach Hamburg – wir suchen Ersatz! Wir proben donnerstags in Ehrenfeld, haben ein fertiges Set mit eigenen Songs und spielen etwa zwei Konzerte im Monat.',
    offered: ['guitar', 'vocals', 'bass'],
    searched: ['drums'],
    genres: ['indie', 'rock'],
    ambition: 4,
    skill: 2 | 4,
    bandType: 2,
    remote: 0,
    city: 'Köln',
    rehearsalSpace: true,
    songsAvailable: true,
    daysAgo: 1,
  },
  {
    by: 'band',
    searchType: 1,
    title: 'Rockband aus Bonn sucht Gitarristin oder Gitarristen',
    text: 'Wir sind vier Leute zwischen 25 und 35, spielen Rock mit deutschen Texten und ein paar Covers. Proberaum in Beuel ist vorhanden, Auftritte in der Region sind geplant.',
    offered: ['drums', 'bass', 'vocals'],
    searched: ['guitar', 'e-guitar'],
    genres: ['rock', 'hard-rock'],
    ambition: 4,
    skill: 4,
    bandType: 3,
    remote: 0,
    city: 'Bonn',
    rehearsalSpace: true,
    daysAgo: 5,
  },
  {
    by: 'band',
    searchType: 1,
    title: 'Indie-Band in Düsseldorf sucht Stimme',
    text: 'Nach zwei EPs fehlt uns die Frontstimme. Wir schreiben alles selbst, klingen irgendwo zwischen Arctic Monkeys und Giant Rooks und wollen nächstes Jahr auf Tour.',
    offered: ['guitar', 'bass', 'drums', 'synthesizer'],
    searched: ['vocals', 'lead-vocals'],
    genres: ['indie', 'alternative'],
    ambition: 8,
    skill: 4 | 8,
    bandType: 2,
    remote: 0,
    city: 'Düsseldorf',
    songsAvailable: true,
    daysAgo: 8,
  },
  {
    by: 'band',
    searchType: 1,
    title: 'Partyband sucht Sängerin mit Gitarre',
    text: 'Hochzeiten, Stadtfeste, Firmenfeiern: wir spielen rund 40 Gigs im Jahr zwischen Köln und Aachen. Gage wird fair geteilt.',
    offered: ['keys', 'bass', 'drums'],
    searched: ['vocals', 'guitar'],
    genres: ['pop', 'rock', 'soul'],
    ambition: 8 | 16,
    skill: 4,
    bandType: 1,
    remote: 0,
    city: 'Köln',
    rehearsalSpace: true,
    mobile: true,
    daysAgo: 12,
  },
  {
    by: 'musician',
    searchType: 3,
    title: 'Schlagzeuger sucht Band (Indie, Rock)',
    text: 'Ich trommle seit 15 Jahren, zuletzt in einer Post-Rock-Band. Suche eine Band mit eigenen Songs im Raum Köln/Bonn. Eigenes Set und Auto vorhanden.',
    offered: ['drums', 'percussion'],
    searched: [],
    genres: ['indie', 'rock', 'post-rock'],
    ambition: 4,
    skill: 4 | 8,
    bandType: 2,
    remote: 0,
    city: 'Köln',
    mobile: true,
    daysAgo: 2,
  },
  {
    by: 'musician',
    searchType: 3,
    title: 'Drummerin aus Bochum sucht ambitionierte Band',
    text: 'Cajon und Schlagzeug, gerne auch Percussion. Ich suche ein Projekt, das live spielen will – Indie, Pop oder Funk.',
    offered: ['drums', 'cajon'],
    searched: [],
    genres: ['indie', 'pop', 'funk'],
    ambition: 4 | 8,
    skill: 4,
    bandType: 3,
    remote: 0,
    city: 'Bochum',
    mobile: true,
    daysAgo: 6,
  },
  {
    by: 'musician',
    searchType: 2,
    title: 'Funk-Jam in Leipzig: Keys sucht Mitmusiker',
    text: 'Ich will eine lockere Funk- und Soul-Session aufbauen, einmal im Monat in Plagwitz. Bläser und Bass besonders willkommen!',
    offered: ['keys', 'hammond'],
    searched: ['bass', 'saxophone', 'trumpet'],
    genres: ['funk', 'soul'],
    ambition: 1 | 2,
    skill: 0,
    bandType: 1,
    remote: 0,
    city: 'Leipzig',
    daysAgo: 9,
  },
  {
    by: 'musician',
    searchType: 2,
    title: 'Jazz-Sessions in Wien: Kontrabass sucht Saxofon und Klavier',
    text: 'Standards und eigene Stücke, wöchentlich im 7. Bezirk. Ich habe einen Raum mit Flügel, Notenlesen ist hilfreich.',
    offered: ['double-bass'],
    searched: ['saxophone', 'piano'],
    genres: ['jazz', 'swing'],
    ambition: 2 | 4,
    skill: 4 | 8,
    bandType: 3,
    remote: 0,
    city: 'Wien',
    rehearsalSpace: true,
    daysAgo: 4,
  },
  {
    by: 'band',
    searchType: 1,
    title: 'Zürcher Stoner-Band sucht Bass',
    text: 'Schwere Riffs, lange Songs, laute Verstärker. Wir proben in Altstetten und suchen jemanden, der den Groove trägt.',
    offered: ['guitar', 'drums', 'vocals'],
    searched: ['bass', 'e-bass'],
    genres: ['stoner', 'metal'],
    ambition: 4,
    skill: 4,
    bandType: 2,
    remote: 0,
    city: 'Zürich',
    rehearsalSpace: true,
    daysAgo: 10,
  },
  {
    by: 'musician',
    searchType: 3,
    title: 'Singer looking for a band in Graz',
    text: 'I moved to Graz from Dublin last year and miss playing live. Soul, blues and a bit of rock; I also write lyrics in English.',
    offered: ['vocals', 'harmonica'],
    searched: [],
    genres: ['soul', 'blues', 'rock'],
    ambition: 2 | 4,
    skill: 4,
    bandType: 3,
    remote: 0,
    city: 'Graz',
    daysAgo: 14,
  },
  {
    by: 'band',
    searchType: 4,
    title: 'Band aus Basel sucht Booking-Agentur',
    text: 'Wir haben ein neues Album draussen und suchen eine Agentur für Konzerte in der Schweiz und in Süddeutschland. Pressekit auf Anfrage.',
    offered: ['guitar', 'bass', 'drums', 'vocals'],
    searched: ['booker', 'manager'],
    genres: ['indie', 'pop'],
    ambition: 16,
    skill: 8 | 16,
    bandType: 2,
    remote: 1,
    city: 'Basel',
    songsAvailable: true,
    daysAgo: 7,
  },
  {
    by: 'band',
    searchType: 1,
    title: 'Indie band in Hamburg looking for a keyboard player',
    text: 'We are an English-speaking indie band in St. Pauli with gigs booked until spring. Synths, piano sounds and backing vocals would be perfect.',
    offered: ['guitar', 'drums', 'vocals'],
    searched: ['keys', 'synthesizer', 'backing-vocals'],
    genres: ['indie', 'synthpop'],
    ambition: 4 | 8,
    skill: 4,
    bandType: 2,
    remote: 0,
    city: 'Hamburg',
    daysAgo: 11,
  },
  {
    by: 'musician',
    searchType: 3,
    title: 'Bassist sucht Coverband in München',
    text: 'E-Bass und Kontrabass, 20 Jahre Bühnenerfahrung. Ich suche eine Coverband mit regelmässigen Gigs, gerne Rock und Pop der 80er und 90er.',
    offered: ['bass', 'double-bass'],
    searched: [],
    genres: ['rock', 'pop'],
    ambition: 8,
    skill: 8,
    bandType: 1,
    remote: 0,
    city: 'München',
    mobile: true,
    daysAgo: 15,
  },
  {
    by: 'musician',
    searchType: 4,
    title: 'Producer sucht Label für elektronische EP',
    text: 'Fertige EP mit vier Tracks zwischen Techno und Ambient. Ich suche ein Label oder einen Verlag, arbeite komplett remote.',
    offered: ['producer', 'synthesizer'],
    searched: ['label', 'publisher'],
    genres: ['electronic', 'techno', 'ambient'],
    ambition: 8,
    skill: 8,
    bandType: 2,
    remote: 3,
    city: null,
    songsAvailable: true,
    daysAgo: 13,
  },
  {
    by: 'musician',
    searchType: 2,
    title: 'Folk-Duo in Salzburg sucht Geige',
    text: 'Wir spielen irische und alpenländische Folkmusik und suchen eine Geigerin oder einen Geiger. Proben auch mal per Video.',
    offered: ['acoustic-guitar', 'accordion'],
    searched: ['violin'],
    genres: ['singer-songwriter'],
    ambition: 2,
    skill: 2 | 4,
    bandType: 3,
    remote: 1,
    city: 'Salzburg',
    daysAgo: 16,
  },
  {
    by: 'musician',
    searchType: 3,
    title: 'Geigerin aus Bern sucht Band',
    text: 'Klassisch ausgebildet, seit Jahren in Pop- und Folkprojekten unterwegs. Ich suche eine Band, die Streicher wirklich einsetzt.',
    offered: ['violin', 'viola'],
    searched: [],
    genres: ['pop', 'singer-songwriter'],
    ambition: 4,
    skill: 8,
    bandType: 2,
    remote: 0,
    city: 'Bern',
    daysAgo: 18,
  },
];

/**
 * The demo contact ads (issue 18): one per profile, from the demo musician, her band, other
 * bands (their owners write) and other musicians, published in the last weeks and active.
 */
export function contactAdsSeedFor(
  plan: SeedPlan,
  now: Date,
  newId: () => string,
): ContactAdSeedRow[] {
  const demo = plan.users.find((user) => user.email === DEMO_ACCOUNTS.musician.email);
  const demoBand = plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname);
  if (!demo || !demoBand) return [];
  const ownerOf = (pageId: string) =>
    plan.members.find((m) => m.pageId === pageId && m.role === 'owner')?.userId;
  const bands = plan.pages
    .filter((page) => page.kind === 'artist' && page.id !== demoBand.id && ownerOf(page.id))
    .map((page) => ({ pageId: page.id, userId: ownerOf(page.id)! }));
  const bandOwners = new Set(bands.map((band) => band.userId));
  const musicians = plan.users
    .filter(
      (user) =>
        user.type === 'musician' &&
        user.role === 'user' &&
        user.id !== demo.id &&
        !bandOwners.has(user.id!),
    )
    .map((user) => user.id!);
  let band = 0;
  let musician = 0;
  return DRAFTS.flatMap((draft) => {
    let publisher: { userId: string; pageId: string | null } | null = null;
    if (draft.by === 'demo') publisher = { userId: demo.id!, pageId: null };
    else if (draft.by === 'demoBand') publisher = { userId: demo.id!, pageId: demoBand.id };
    else if (draft.by === 'band') {
      const next = bands[band++];
      publisher = next ? { userId: next.userId, pageId: next.pageId } : null;
    } else {
      const next = musicians[musician++];
      publisher = next ? { userId: next, pageId: null } : null;
    }
    if (!publisher) return [];
    const publishedAt = new Date(now.getTime() - draft.daysAgo * DAY);
    return [
      {
        id: newId(),
        publisherUserId: publisher.userId,
        publisherPageId: publisher.pageId,
        searchType: draft.searchType,
        title: draft.title,
        text: draft.text,
        instrumentsOffered: draft.offered,
        instrumentsSearched: draft.searched,
        genres: draft.genres,
        ambition: draft.ambition,
        skill: draft.skill,
        bandType: draft.bandType,
        rehearsalSpace: draft.rehearsalSpace ?? false,
        mobile: draft.mobile ?? false,
        songsAvailable: draft.songsAvailable ?? false,
        remote: draft.remote,
        city: draft.city,
        status: 'active' as const,
        publishedAt,
        expiresAt: new Date(publishedAt.getTime() + CONTACT_AD_LIFETIME_DAYS * DAY),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      },
    ];
  });
}
