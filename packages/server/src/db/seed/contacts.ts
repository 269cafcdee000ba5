/** The contacts: the demo musician has a few confirmed contacts and an open request each way. */
import { fakerDE as faker } from '@faker-js/faker';
import type { contactRelations } from '../schema/index.ts';
import type { People, SeedContext, SeedPlan } from './plan.ts';

export type ContactRelationPlan = typeof contactRelations.$inferInsert;

/** One relation row of the pair (the row is keyed by the lower and the higher id). */
function relationOf(
  requesterId: string,
  addresseeId: string,
  requestedAt: Date,
  confirmedAt: Date | null,
): ContactRelationPlan {
  const [userLowId, userHighId] =
    requesterId < addresseeId ? [requesterId, addresseeId] : [addresseeId, requesterId];
  return {
    userLowId,
    userHighId,
    status: confirmedAt ? 'confirmed' : 'requested',
    requesterId,
    addresseeId,
    requestedAt,
    confirmedAt,
  };
}

/**
 * Among the active musicians with a public profile (a request needs one): four confirmed contacts
 * of the demo musician (two asked by her), one request to her and one of hers still open.
 */
export function addContacts(ctx: SeedContext, plan: SeedPlan, people: People) {
  const { lena, musicians } = people;
  const publicIds = new Set(
    plan.profiles.filter((p) => p.visibility === 'public').map((p) => p.userId),
  );
  const candidates = musicians.filter((m) => m.id !== lena.id && publicIds.has(m.id));
  const [a, b, c, d, incoming, outgoing] = faker.helpers.arrayElements(candidates, 6);
  const confirmed = [a, b, c, d].flatMap((person) => (person ? [person] : []));
  const rows = confirmed.map((person, index) => {
    const requestedAt = ctx.since(1);
    const confirmedAt = new Date(requestedAt.getTime() + 36 * 3600 * 1000);
    return index < 2
      ? relationOf(lena.id, person.id, requestedAt, confirmedAt)
      : relationOf(person.id, lena.id, requestedAt, confirmedAt);
  });
  const recent = () => faker.date.recent({ days: 5, refDate: ctx.now });
  if (incoming) rows.push(relationOf(incoming.id, lena.id, recent(), null));
  if (outgoing) rows.push(relationOf(lena.id, outgoing.id, recent(), null));
  plan.contacts = rows;
}
