import { describe, expect, it } from 'vitest';
import { bookingSeedFor } from './booking.ts';
import { buildSeedPlan, DEMO_ACCOUNTS, DEMO_PAGES } from './index.ts';
import { messagingSeedFor } from './messaging.ts';

const NOW = new Date('2026-11-01T12:00:00Z');

const comparable = (url: string) => url.toLowerCase().replace(/\/+$/, '');

/** The booking demo data of a plan, with counted ids (the seeder uses random ones). */
function bookingOf(plan: ReturnType<typeof buildSeedPlan>) {
  let next = 0;
  return bookingSeedFor(plan, NOW, () => `booking-${(next += 1)}`);
}

/** The duplicates among `values`, each once. */
const duplicates = (values: readonly unknown[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

describe('the demo data plan', () => {
  const plan = buildSeedPlan('hash', NOW);

  it('is the same, row for row and value for value, from the same input', () => {
    const again = buildSeedPlan('hash', NOW);
    expect(JSON.stringify(again)).toBe(JSON.stringify(plan));
    expect(JSON.stringify(bookingOf(again))).toBe(JSON.stringify(bookingOf(plan)));
  });

  it('gives the demo musician confirmed contacts and an open request each way', () => {
    const lena = plan.users.find((user) => user.email === DEMO_ACCOUNTS.musician.email);
    const mine = plan.contacts.filter(
      (row) => row.requesterId === lena?.id || row.addresseeId === lena?.id,
    );
    expect(mine.filter((row) => row.status === 'confirmed').length).toBeGreaterThanOrEqual(3);
    const open = mine.filter((row) => row.status === 'requested');
    expect(open.filter((row) => row.addresseeId === lena?.id)).toHaveLength(1);
    expect(open.filter((row) => row.requesterId === lena?.id)).toHaveLength(1);
    for (const row of plan.contacts) expect(row.userLowId < row.userHighId).toBe(true);
  });

  it('gives the demo musician conversations about an offer, an application, with a page and without context', () => {
    let next = 0;
    const newId = () => `message-${(next += 1)}`;
    const seed = messagingSeedFor(plan, bookingOf(plan), NOW, newId);
    next = 0;
    expect(JSON.stringify(messagingSeedFor(plan, bookingOf(plan), NOW, newId))).toBe(
      JSON.stringify(seed),
    );
    expect(seed.conversations.map((row) => row.contextKind)).toEqual([
      'booking',
      'application',
      'page',
      null,
    ]);
    const lena = plan.users.find((user) => user.email === DEMO_ACCOUNTS.musician.email);
    const unread = seed.parties.filter(
      (party) =>
        party.partyId === lena?.id &&
        seed.messages.some(
          (m) =>
            m.conversationId === party.conversationId &&
            m.senderId !== lena?.id &&
            party.lastReadAt !== null &&
            party.lastReadAt !== undefined &&
            m.createdAt !== undefined &&
            m.createdAt > party.lastReadAt,
        ),
    );
    expect(unread).toHaveLength(2);
    for (const row of seed.conversations) {
      expect(`${row.partyAKind}:${row.partyAId}` < `${row.partyBKind}:${row.partyBId}`).toBe(true);
    }
  });

  it('gives every row an id of its own, across all tables', () => {
    const ids = [
      ...plan.users.map((row) => row.id),
      ...plan.pages.map((row) => row.id),
      ...plan.images.map((row) => row.id),
      ...plan.albums.map((row) => row.id),
      ...plan.albumPhotos.map((row) => row.id),
      ...plan.videos.map((row) => row.id),
    ];
    expect(duplicates(ids)).toEqual([]);
    expect(duplicates(plan.profiles.map((row) => row.userId))).toEqual([]);
    expect(duplicates(plan.members.map((row) => `${row.pageId}:${row.userId}`))).toEqual([]);
    expect(duplicates(plan.follows.map((row) => `${row.pageId}:${row.userId}`))).toEqual([]);
    expect(duplicates(plan.contacts.map((row) => `${row.userLowId}:${row.userHighId}`))).toEqual(
      [],
    );
    expect(duplicates(plan.pages.flatMap((row) => (row.urlname ? [row.urlname] : [])))).toEqual([]);
    expect(duplicates(plan.users.map((row) => row.email))).toEqual([]);
  });

  it('gives no page a link that repeats its website (the page shows the website on its own)', () => {
    const repeated = plan.pages
      .filter((page) => page.website)
      .flatMap((page) =>
        (page.links ?? [])
          .filter((link) => comparable(link.url) === comparable(page.website ?? ''))
          .map((link) => `${page.urlname ?? page.id}: ${link.url}`),
      );
    expect(repeated).toEqual([]);
  });

  it('keeps the demo band’s website and a link of its own', () => {
    const band = plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname);
    expect(band?.website).toBe('https://nachtfalter.example/');
    expect(band?.links).toEqual([
      { url: 'https://nachtfalter.example/musik/nachtlichter', label: 'EP „Nachtlichter“' },
    ]);
  });
});
