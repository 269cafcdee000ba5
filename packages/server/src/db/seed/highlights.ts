import type { highlights } from '../schema/index.ts';
import type { BookingSeed } from './booking.ts';
import { DEMO_ACCOUNTS, DEMO_PAGES } from './demo.ts';
import type { SeedPlan } from './plan.ts';

/**
 * The demo highlights (`/highlights`): the demo venue, the demo band and the demo venue's next
 * open offer, with short notes, picked by the demo admin.
 */
export function highlightsSeedFor(
  plan: SeedPlan,
  booking: BookingSeed,
  now: Date,
  newId: () => string,
): (typeof highlights.$inferInsert)[] {
  const admin = plan.users.find((user) => user.email === DEMO_ACCOUNTS.admin.email);
  const venue = plan.pages.find((page) => page.urlname === DEMO_PAGES.venue.urlname);
  const band = plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname);
  const offer = booking.offers.find(
    (row) =>
      row.phase === 'published' &&
      row.publisherPageId === venue?.id &&
      row.endsAt instanceof Date &&
      row.endsAt > now,
  );
  const picks = [
    venue && {
      kind: 'page' as const,
      subjectId: venue.id,
      note: 'Faire Gagen, schnelle Antworten.',
    },
    offer && { kind: 'offer' as const, subjectId: offer.id, note: 'Newcomer willkommen.' },
    band && { kind: 'page' as const, subjectId: band.id, note: null },
  ].filter((pick) => pick !== undefined);
  return picks.map((pick, index) => ({
    id: newId(),
    ...pick,
    position: index + 1,
    createdBy: admin?.id ?? null,
  }));
}
