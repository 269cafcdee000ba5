import type {
  ApplicationStatus,
  GenreId,
  PageKind,
  PerformanceType,
  RatingValue,
} from '@backline/domain';
import type {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
} from '../schema/index.ts';
import { DEMO_PAGES } from './demo.ts';
import { addFairPayHistory } from './fair-pay-history.ts';
import type { SeedPlan } from './plan.ts';

/** What the booking demo data needs of the pages plan: kind, owner, genres. */
export type SeedPageRef = {
  id: string;
  name: string;
  kind: PageKind;
  ownerId: string;
  genres: string[];
};

export type BookingSeed = {
  offers: (typeof bookingOffers.$inferInsert & { id: string })[];
  dates: (typeof bookingDates.$inferInsert & { id: string })[];
  applications: (typeof bookingApplications.$inferInsert & { id: string })[];
  ratings: (typeof bookingRatings.$inferInsert)[];
};

type OfferTemplate = {
  title: string;
  description: string;
  performanceType: PerformanceType;
  /** Days from today of each date (negative: past), at 20:00 UTC. */
  days: number[];
  slots: number;
  durationMinutes: number;
  pay: { kind: 'pay' | 'cost' | 'negotiable' | 'none'; amountCents?: number };
  backline?: string;
  conditions?: string;
  premium?: boolean;
  localActsPreferred?: boolean;
  voting?: boolean;
  applyTextRequired?: boolean;
  phase?: 'draft' | 'published';
  /** Applications: status per applicant, on the first date unless `onDate` says otherwise. */
  applicants: { status: ApplicationStatus; onDate?: number; rejectReason?: string }[];
};

const TEMPLATES: OfferTemplate[] = [
  {
    title: 'Indie-Abend: Newcomer gesucht',
    description:
      'Jeden Freitag stellen wir zwei Bands aus der Region vor. Eigene Songs, 45 Minuten Set, Backline vorhanden.',
    performanceType: 'live',
    days: [14, 21, 28],
    slots: 2,
    durationMinutes: 45,
    pay: { kind: 'pay', amountCents: 25_000 },
    backline: 'Drumset (ohne Becken), 2 Gitarrenverstärker, Bassanlage',
    conditions: 'Gage pro Band, Getränke frei, Gästeliste +2',
    localActsPreferred: true,
    applicants: [
      { status: 'confirmed' },
      { status: 'applied' },
      { status: 'applied', onDate: 1 },
      { status: 'rejected', rejectReason: 'Für diesen Abend suchen wir etwas Ruhigeres.' },
    ],
  },
  {
    title: 'Singer-Songwriter Open Stage',
    description: 'Offene Bühne für Solo-Acts und Duos. Drei Songs, gemütliche Atmosphäre.',
    performanceType: 'live',
    days: [10],
    slots: 6,
    durationMinutes: 15,
    pay: { kind: 'none' },
    applicants: [{ status: 'applied' }, { status: 'confirmed' }],
  },
  {
    title: 'Sommerfest-Bühne: Coverbands für den Nachmittag',
    description: 'Familienfest im Hof, Bühne 6 × 4 m, PA und Techniker gestellt.',
    performanceType: 'live',
    days: [45],
    slots: 3,
    durationMinutes: 60,
    pay: { kind: 'pay', amountCents: 60_000 },
    premium: true,
    applicants: [{ status: 'applied' }, { status: 'ignored' }],
  },
  {
    title: 'Livestream-Session im Studio',
    description: 'Wir streamen eine Session pro Monat. Aufnahme und Mix inklusive.',
    performanceType: 'stream',
    days: [18],
    slots: 1,
    durationMinutes: 30,
    pay: { kind: 'negotiable' },
    applicants: [{ status: 'confirmed' }],
  },
  {
    title: 'Jazz am Sonntag',
    description: 'Frühschoppen mit Jazz-Trio oder -Quartett, akustisch.',
    performanceType: 'live',
    days: [-12],
    slots: 1,
    durationMinutes: 120,
    pay: { kind: 'pay', amountCents: 45_000 },
    applicants: [{ status: 'confirmed' }, { status: 'rejected' }],
  },
  {
    title: 'Publikumspreis: Bandcontest Vorrunde',
    description: 'Das Publikum wählt per E-Mail-Abstimmung, wer ins Finale kommt.',
    performanceType: 'live',
    days: [35],
    slots: 4,
    durationMinutes: 25,
    pay: { kind: 'cost', amountCents: 2_000 },
    voting: true,
    applyTextRequired: true,
    applicants: [{ status: 'applied' }, { status: 'applied' }, { status: 'applied' }],
  },
  {
    title: 'Support für Release-Show gesucht',
    description: 'Wir suchen einen Support-Act, der stilistisch zu Indie-Pop passt.',
    performanceType: 'live',
    days: [24],
    slots: 1,
    durationMinutes: 40,
    pay: { kind: 'pay', amountCents: 20_000 },
    applicants: [{ status: 'confirmed' }, { status: 'applied' }],
  },
  {
    title: 'Weihnachtsfeier (Entwurf)',
    description: 'Noch in Planung.',
    performanceType: 'live',
    days: [40],
    slots: 1,
    durationMinutes: 90,
    pay: { kind: 'negotiable' },
    phase: 'draft',
    applicants: [],
  },
];

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const atEight = (now: Date, days: number) => {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(19, 0, 0, 0);
  return date;
};

/**
 * Demo booking data on the demo pages: each of the first venues publishes the offers above (open
 * series, open single dates, a full one, a past one with ratings, a voting contest, a draft);
 * artist pages apply, some are confirmed, some rejected with a reason. Pure and deterministic.
 * The demo musician's band (`demoBandId`) has a confirmed past gig to rate.
 */
export function buildBookingSeed(input: {
  pages: SeedPageRef[];
  now: Date;
  newId: () => string;
  demoVenueId: string | null;
  demoBandId: string | null;
}): BookingSeed {
  const { now, newId } = input;
  const seed: BookingSeed = { offers: [], dates: [], applications: [], ratings: [] };
  const venues = input.pages.filter((page) => page.kind === 'location');
  const ordered = [
    ...venues.filter((venue) => venue.id === input.demoVenueId),
    ...venues.filter((venue) => venue.id !== input.demoVenueId),
  ].slice(0, 6);
  const artists = [
    ...input.pages.filter((page) => page.id === input.demoBandId),
    ...input.pages.filter((page) => page.kind === 'artist' && page.id !== input.demoBandId),
  ];
  if (artists.length === 0) return seed;
  let artistCursor = 0;
  const nextArtist = (exclude: Set<string>): SeedPageRef => {
    for (let tries = 0; tries < artists.length; tries += 1) {
      const artist = artists[artistCursor % artists.length]!;
      artistCursor += 1;
      if (!exclude.has(artist.id)) return artist;
    }
    return artists[0]!;
  };

  ordered.forEach((venue, venueIndex) => {
    // The demo venue publishes every template; the others a rotating share of them.
    const templates =
      venueIndex === 0 ? TEMPLATES : TEMPLATES.filter((_, index) => (index + venueIndex) % 3 === 0);
    for (const template of templates) {
      const offerId = newId();
      const phase =
        template.phase ?? (template.days.every((day) => day < 0) ? 'over' : 'published');
      const starts = template.days.map((day) => atEight(now, day));
      const createdAt = new Date(Math.min(...starts.map((start) => start.getTime())) - 30 * DAY);
      const lastStart = Math.max(...starts.map((start) => start.getTime()));
      seed.offers.push({
        id: offerId,
        publisherUserId: venue.ownerId,
        publisherPageId: venue.id,
        title: template.title,
        performanceType: template.performanceType,
        privateEvent: false,
        venuePageId: template.performanceType === 'stream' ? null : venue.id,
        virtual: template.performanceType === 'stream',
        schedule: template.days.length > 1 ? 'series' : 'single',
        durationMinutes: template.durationMinutes,
        payKind: template.pay.kind,
        payAmountCents: template.pay.amountCents ?? null,
        backline: template.backline ?? null,
        conditions: template.conditions ?? null,
        description: template.description,
        wantedGenres: venue.genres.slice(0, 3) as GenreId[],
        localActsPreferred: template.localActsPreferred ?? false,
        premium: template.premium ?? false,
        applyTextRequired: template.applyTextRequired ?? false,
        voting: template.voting ?? false,
        phase,
        firstStartsAt: new Date(Math.min(...starts.map((start) => start.getTime()))),
        lastStartsAt: new Date(lastStart),
        endsAt: new Date(lastStart + template.durationMinutes * 60_000),
        publishedAt: phase === 'draft' ? null : createdAt,
        createdAt,
      });
      const dateIds = starts.map((startsAt) => {
        const id = newId();
        seed.dates.push({ id, offerId, startsAt, slots: template.slots, confirmed: 0 });
        return id;
      });
      const applied = new Set<string>();
      template.applicants.forEach((applicant, index) => {
        const artist =
          venueIndex === 0 && index === 0 && input.demoBandId && !applied.has(input.demoBandId)
            ? artists[0]!
            : nextArtist(applied);
        applied.add(artist.id);
        const dateIndex = Math.min(applicant.onDate ?? 0, dateIds.length - 1);
        const date = seed.dates.find((candidate) => candidate.id === dateIds[dateIndex])!;
        if (applicant.status === 'confirmed') {
          if ((date.confirmed ?? 0) >= date.slots) return;
          date.confirmed = (date.confirmed ?? 0) + 1;
        }
        const applicationId = newId();
        const appliedAt = new Date(createdAt.getTime() + (index + 1) * DAY);
        seed.applications.push({
          id: applicationId,
          offerId,
          dateId: date.id,
          pageId: artist.id,
          appliedBy: artist.ownerId,
          status: applicant.status,
          text: `Hallo! Wir sind ${artist.name} und würden gerne bei euch spielen.`,
          expectedPayCents: template.pay.kind === 'pay' ? (template.pay.amountCents ?? null) : null,
          rejectReason: applicant.rejectReason ?? null,
          appliedAt,
          decidedAt: applicant.status === 'applied' ? null : new Date(appliedAt.getTime() + DAY),
          firstDecidedAt:
            applicant.status === 'confirmed' || applicant.status === 'rejected'
              ? new Date(appliedAt.getTime() + DAY)
              : null,
        });
        // The past gig: the venue rated the band; the band's rating is still to do (demo).
        if (phase === 'over' && applicant.status === 'confirmed') {
          const value: RatingValue = 'positive';
          seed.ratings.push({
            applicationId,
            offerId,
            offerTitle: template.title,
            gigStartsAt: date.startsAt,
            raterSide: 'offerer',
            raterUserId: venue.ownerId,
            raterPageId: venue.id,
            ratedPageId: artist.id,
            value,
            text: 'Pünktlich, professionell und ein begeistertes Publikum. Sehr gerne wieder!',
            createdAt: new Date((date.startsAt as Date).getTime() + 2 * DAY),
          });
        }
      });
    }
  });
  const demoVenue = ordered[0];
  if (demoVenue && demoVenue.id === input.demoVenueId) {
    const others = artists.filter((artist) => artist.id !== input.demoBandId);
    if (others.length > 0) addFairPayHistory(seed, demoVenue, others, now, newId);
  }
  return seed;
}

/** The booking demo data on a plan's pages, the demo venue and band found by urlname. */
export function bookingSeedFor(plan: SeedPlan, now: Date, newId: () => string): BookingSeed {
  return buildBookingSeed({
    pages: plan.pages.map((page) => ({
      id: page.id,
      name: page.name,
      kind: page.kind,
      genres: page.genres ?? [],
      ownerId: plan.members.find((member) => member.pageId === page.id && member.role === 'owner')!
        .userId,
    })),
    now,
    newId,
    demoVenueId: plan.pages.find((page) => page.urlname === DEMO_PAGES.venue.urlname)?.id ?? null,
    demoBandId: plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname)?.id ?? null,
  });
}
