import type { ApplicationStatus, GenreId } from '@backline/domain';
import type { BookingSeed, SeedPageRef } from './booking.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type PastGig = {
  title: string;
  daysAgo: number;
  slots: number;
  pay: { kind: 'pay' | 'cost' | 'none'; amountCents?: number };
  /** Each applicant's status and how many hours the venue took to answer (null: no answer). */
  applicants: { status: ApplicationStatus; answeredAfterHours: number | null }[];
};

/**
 * Past gigs of the demo venue, so that its fair-pay card (issue 17) shows every figure: with the
 * booking templates' gigs it has more than the minimum of confirmed bookings, paid ones among
 * them, answer times and applications to ended offers (one ignored, one left open).
 */
const PAST_GIGS: PastGig[] = [
  {
    title: 'Clubkonzert im Herbst',
    daysAgo: 40,
    slots: 2,
    pay: { kind: 'pay', amountCents: 30_000 },
    applicants: [
      { status: 'confirmed', answeredAfterHours: 6 },
      { status: 'confirmed', answeredAfterHours: 30 },
      { status: 'rejected', answeredAfterHours: 50 },
      { status: 'ignored', answeredAfterHours: null },
    ],
  },
  {
    title: 'Release-Party im Keller',
    daysAgo: 25,
    slots: 1,
    pay: { kind: 'pay', amountCents: 35_000 },
    applicants: [
      { status: 'confirmed', answeredAfterHours: 12 },
      { status: 'rejected', answeredAfterHours: 20 },
      { status: 'applied', answeredAfterHours: null },
    ],
  },
];

/** Appends the demo venue's past gigs to the booking seed (deterministic, no demo band). */
export function addFairPayHistory(
  seed: BookingSeed,
  venue: SeedPageRef,
  artists: SeedPageRef[],
  now: Date,
  newId: () => string,
): void {
  let cursor = 0;
  for (const gig of PAST_GIGS) {
    const offerId = newId();
    const dateId = newId();
    const startsAt = new Date(now.getTime() - gig.daysAgo * DAY);
    startsAt.setUTCHours(19, 0, 0, 0);
    const createdAt = new Date(startsAt.getTime() - 30 * DAY);
    seed.offers.push({
      id: offerId,
      publisherUserId: venue.ownerId,
      publisherPageId: venue.id,
      title: gig.title,
      performanceType: 'live',
      privateEvent: false,
      venuePageId: venue.id,
      virtual: false,
      schedule: 'single',
      durationMinutes: 60,
      payKind: gig.pay.kind,
      payAmountCents: gig.pay.amountCents ?? null,
      description: 'Ein Abend mit zwei Bands aus der Region.',
      wantedGenres: venue.genres.slice(0, 3) as GenreId[],
      phase: 'over',
      firstStartsAt: startsAt,
      lastStartsAt: startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      publishedAt: createdAt,
      createdAt,
    });
    const confirmed = gig.applicants.filter((a) => a.status === 'confirmed').length;
    seed.dates.push({ id: dateId, offerId, startsAt, slots: gig.slots, confirmed });
    gig.applicants.forEach((applicant, index) => {
      const artist = artists[cursor % artists.length]!;
      cursor += 1;
      const appliedAt = new Date(createdAt.getTime() + (index + 1) * DAY);
      const answeredAt =
        applicant.answeredAfterHours === null
          ? null
          : new Date(appliedAt.getTime() + applicant.answeredAfterHours * HOUR);
      seed.applications.push({
        id: newId(),
        offerId,
        dateId,
        pageId: artist.id,
        appliedBy: artist.ownerId,
        status: applicant.status,
        text: `Hallo! Wir sind ${artist.name} und würden gerne bei euch spielen.`,
        expectedPayCents: gig.pay.amountCents ?? null,
        appliedAt,
        decidedAt: applicant.status === 'applied' ? null : (answeredAt ?? appliedAt),
        firstDecidedAt: answeredAt,
      });
    });
  }
}
