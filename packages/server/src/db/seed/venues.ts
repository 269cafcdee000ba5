import { VENUE_RATING_EDIT_DAYS } from '@backline/domain';
import type { venueFactsheets, venueRatings } from '../schema/index.ts';
import type { BookingSeed } from './booking.ts';
import type { SeedPlan } from './plan.ts';

const DAY = 24 * 3600 * 1000;

export type VenuesSeed = {
  factsheets: (typeof venueFactsheets.$inferInsert)[];
  ratings: (typeof venueRatings.$inferInsert)[];
};

type Scores = [number, number, number, number, number];

/** What the demo raters write, each with its scores and maybe the venue's statement. */
const VOICES: readonly { scores: Scores; text: string; statement?: string }[] = [
  {
    scores: [5, 4, 5, 5, 4],
    text: 'Super organisiert, der Techniker war ab 16 Uhr da und der Soundcheck lief entspannt. Gage kam zwei Tage nach dem Gig.',
    statement: 'Danke euch! Kommt gerne wieder, wir hatten viel Spaß.',
  },
  {
    scores: [3, 5, 4, 4, 3],
    text: 'Die Anlage ist stark, der Raum klingt toll. Die Absprachen vorab waren etwas zäh, am Abend selbst lief alles.',
    statement:
      'Danke für das ehrliche Feedback – wir haben jetzt eine feste Ansprechperson fürs Booking.',
  },
  {
    scores: [4, 3, 5, 5, 5],
    text: 'Volles Haus an einem Dienstag! Das Publikum hört wirklich zu. Monitor war etwas leise, sonst top.',
  },
  {
    scores: [2, 3, 3, 2, 3],
    text: 'Die Gage kam erst nach mehrmaligem Nachfragen. Essen und Getränke waren aber gut.',
    statement:
      'Das tut uns leid, die Abrechnung hatte sich durch einen Wechsel im Team verzögert. Ab jetzt zahlen wir am Abend bar oder binnen einer Woche.',
  },
  {
    scores: [5, 5, 4, 4, 4],
    text: 'Professionelle Crew, sauberer Backstage, Übernachtung im Hotel um die Ecke. Gerne wieder!',
  },
];

const FACTS = [
  { stage: '8 × 5 m, 60 cm hoch', pa: 'd&b Y-Serie, 2 Subs', foh: 'Allen & Heath dLive S5000' },
  { stage: '6 × 4 m', pa: 'L-Acoustics X12 + SB18', foh: 'Yamaha CL1' },
  { stage: '4 × 3 m, ebenerdig', pa: 'RCF HD 32-A', foh: 'Behringer X32 Compact' },
] as const;

/**
 * The venues' demo rows: a factsheet for every live location of the plan, and ratings of the
 * demo venue and a few others, verified where the rating band played there through a confirmed
 * booking of the booking seed (its date passed), the rest from members who just went there;
 * some with the venue's statement. No rater is in the venue's team, none rates a venue twice.
 */
export function venuesSeedFor(
  plan: SeedPlan,
  booking: BookingSeed,
  now: Date,
  newId: () => string,
) {
  const seed: VenuesSeed = { factsheets: [], ratings: [] };
  const venues = plan.pages.filter((page) => page.kind === 'location');
  const team = (pageId: string) =>
    new Set(plan.members.filter((m) => m.pageId === pageId).map((m) => m.userId));
  const ownerOf = (pageId: string) =>
    plan.members.find((m) => m.pageId === pageId && m.role === 'owner')?.userId ?? null;

  venues.forEach((venue, index) => {
    const facts = FACTS[index % FACTS.length]!;
    const owner = ownerOf(venue.id);
    seed.factsheets.push({
      pageId: venue.id,
      capacity: [350, 120, 80, 600, 200][index % 5],
      ...facts,
      backline: (['full', 'basic', 'none'] as const)[index % 3],
      backlineDetails: index % 3 === 2 ? null : 'Drumset (Shells), Bass- und Gitarrenamp',
      rental: (['whole', 'no', 'room'] as const)[index % 3],
      newcomerFriendly: index % 2 === 0,
      loadIn: 'Rampe am Hintereingang, ebenerdig zur Bühne',
      parking: index % 2 === 0 ? 'Zwei Plätze für Bandbusse im Hof' : 'Parkhaus 200 m entfernt',
      sleeping: (['hotel_nearby', 'on_site', 'none'] as const)[index % 3],
      catering: 'Warmes Essen und Getränke für die Band',
      contactName: 'Booking-Team',
      contactEmail: `booking+${venue.urlname ?? venue.id}@backline.example`,
      contactPhone: null,
      updatedBy: owner,
      updatedAt: new Date(now.getTime() - (10 + index) * DAY),
    });
  });

  // Bands that played a venue: confirmed applications of a past date at that venue.
  const offers = new Map(booking.offers.map((offer) => [offer.id, offer]));
  const dates = new Map(booking.dates.map((date) => [date.id, date]));
  const played = new Map<string, { artistPageId: string; at: Date }[]>();
  for (const application of booking.applications) {
    const venueId = offers.get(application.offerId)?.venuePageId;
    const startsAt = dates.get(application.dateId)?.startsAt;
    if (application.status !== 'confirmed' || !venueId || !startsAt || startsAt > now) continue;
    played.set(venueId, [
      ...(played.get(venueId) ?? []),
      { artistPageId: application.pageId, at: startsAt },
    ]);
  }
  const guests = plan.users.filter((user) => user.activatedAt).map((user) => user.id!);

  venues.slice(0, 6).forEach((venue, venueIndex) => {
    const members = team(venue.id);
    const raters = new Set<string>();
    const add = (raterUserId: string, artistPageId: string | null, at: Date, n: number) => {
      if (members.has(raterUserId) || raters.has(raterUserId)) return;
      raters.add(raterUserId);
      const voice = VOICES[n % VOICES.length]!;
      const [organisation, sound, hospitality, payReliability, audience] = voice.scores;
      const createdAt = new Date(Math.min(at.getTime() + DAY, now.getTime() - DAY));
      const owner = ownerOf(venue.id);
      const statement = voice.statement && owner ? voice.statement : null;
      seed.ratings.push({
        id: newId(),
        venuePageId: venue.id,
        raterUserId,
        artistPageId,
        verified: artistPageId !== null,
        organisation,
        sound,
        hospitality,
        payReliability,
        audience,
        text: voice.text,
        statementText: statement,
        statementBy: statement ? owner : null,
        statementAt: statement ? new Date(createdAt.getTime() + DAY / 2) : null,
        statementUpdatedAt: statement ? new Date(createdAt.getTime() + DAY / 2) : null,
        createdAt,
        updatedAt: createdAt,
      });
    };
    let n = venueIndex;
    for (const gig of played.get(venue.id) ?? []) {
      const owner = ownerOf(gig.artistPageId);
      if (owner) add(owner, gig.artistPageId, gig.at, n++);
    }
    // Members who went there without a Backline booking (older than the edit window, mostly).
    for (let i = 0; i < 3; i += 1) {
      const guest = guests[(venueIndex * 7 + i * 3 + 11) % guests.length];
      const at = new Date(now.getTime() - (VENUE_RATING_EDIT_DAYS + 10 * (i + 1)) * DAY);
      if (guest) add(guest, null, at, n++);
    }
  });
  return seed;
}
