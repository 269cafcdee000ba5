/**
 * The demo musician's inbox: a conversation about a booking offer (her band writes to the
 * offer's publisher), one about her band's application (the offer's publisher asks), one with a
 * venue page about the page, one with a contact without context; the last three end with unread
 * answers. Deterministic: picked from the plan, no random draws.
 */
import type { conversationParties, conversations, messages } from '../schema/index.ts';
import type { BookingSeed } from './booking.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import type { SeedPlan } from './plan.ts';

export type MessagingSeed = {
  conversations: (typeof conversations.$inferInsert & { id: string })[];
  parties: (typeof conversationParties.$inferInsert)[];
  messages: (typeof messages.$inferInsert & { id: string })[];
};

type Party = { kind: 'user' | 'page'; id: string };
type Line = { from: 'me' | 'partner'; text: string; author: string };

const MINUTE = 60 * 1000;

/** Adds one conversation of `me` with `partner`, its lines 7 minutes apart from `hoursAgo`. */
function conversationAdder(seed: MessagingSeed, now: Date, newId: () => string) {
  return function add(
    me: Party,
    partner: Party,
    context: { kind: 'booking' | 'application' | 'page'; id: string } | null,
    hoursAgo: number,
    lines: Line[],
    readAll: boolean,
  ) {
    const id = newId();
    const [a, b] =
      `${me.kind}:${me.id}` < `${partner.kind}:${partner.id}` ? [me, partner] : [partner, me];
    const start = now.getTime() - hoursAgo * 60 * MINUTE;
    const rows = lines.map((line, index) => ({
      id: newId(),
      conversationId: id,
      senderKind: line.from === 'me' ? me.kind : partner.kind,
      senderId: line.from === 'me' ? me.id : partner.id,
      authorUserId: line.author,
      text: line.text,
      createdAt: new Date(start + index * 7 * MINUTE),
    }));
    const last = rows.at(-1);
    if (!last) return;
    const lastOfMine = [...rows].reverse().find((row) => row.senderId === me.id);
    const myRead = readAll ? last : lastOfMine;
    seed.conversations.push({
      id,
      partyAKind: a.kind,
      partyAId: a.id,
      partyBKind: b.kind,
      partyBId: b.id,
      contextKind: context?.kind ?? null,
      contextId: context?.id ?? null,
      createdAt: rows[0]?.createdAt ?? last.createdAt,
      lastMessageAt: last.createdAt,
    });
    seed.parties.push(
      {
        conversationId: id,
        partyKind: me.kind,
        partyId: me.id,
        lastReadMessageId: myRead?.id ?? null,
        lastReadAt: myRead?.createdAt ?? null,
        lastMessageAt: last.createdAt,
      },
      {
        conversationId: id,
        partyKind: partner.kind,
        partyId: partner.id,
        lastReadMessageId: last.id,
        lastReadAt: last.createdAt,
        lastMessageAt: last.createdAt,
      },
    );
    seed.messages.push(...rows);
  };
}

export function messagingSeedFor(
  plan: SeedPlan,
  booking: BookingSeed,
  now: Date,
  newId: () => string,
): MessagingSeed {
  const seed: MessagingSeed = { conversations: [], parties: [], messages: [] };
  const lena = plan.users.find((user) => user.email === DEMO_ACCOUNTS.musician.email);
  if (!lena?.id) return seed;
  const lenaId = lena.id;
  const ownerOf = (pageId: string) =>
    plan.members.find((member) => member.pageId === pageId && member.role === 'owner')?.userId;
  const managed = new Set(
    plan.members
      .filter((m) => m.userId === lenaId && (m.role === 'owner' || m.role === 'admin'))
      .map((m) => m.pageId),
  );
  const mineOrManaged = (pageId: string | null | undefined) =>
    pageId !== null &&
    pageId !== undefined &&
    plan.members.some((m) => m.pageId === pageId && m.userId === lenaId);

  const add = conversationAdder(seed, now, newId);

  // About a booking offer: her band writes to the publisher (a page, else the user).
  const band = plan.pages.find((page) => page.kind === 'artist' && managed.has(page.id));
  const offer = booking.offers.find(
    (o) => o.publisherUserId !== lenaId && !mineOrManaged(o.publisherPageId),
  );
  if (band && offer) {
    const publisher: Party = offer.publisherPageId
      ? { kind: 'page', id: offer.publisherPageId }
      : { kind: 'user', id: offer.publisherUserId };
    add(
      { kind: 'page', id: band.id },
      publisher,
      { kind: 'booking', id: offer.id },
      30,
      [
        {
          from: 'me',
          author: lenaId,
          text: 'Hallo! Wir hätten an dem Abend Zeit. Passt ein Set von 60 Minuten?',
        },
        {
          from: 'partner',
          author: offer.publisherUserId,
          text: 'Klingt gut. Schickt ihr mir noch euren Technik-Rider?',
        },
        { from: 'me', author: lenaId, text: 'Machen wir, kommt heute Abend.' },
      ],
      true,
    );
  }

  // About her band's application: the offer's publisher asks back; one unread question.
  const application = booking.applications.find(
    (row) => managed.has(row.pageId) && row.offerId !== offer?.id,
  );
  const applied = application && booking.offers.find((o) => o.id === application.offerId);
  if (application && applied && !mineOrManaged(applied.publisherPageId)) {
    const publisher: Party = applied.publisherPageId
      ? { kind: 'page', id: applied.publisherPageId }
      : { kind: 'user', id: applied.publisherUserId };
    add(
      { kind: 'page', id: application.pageId },
      publisher,
      { kind: 'application', id: application.id },
      12,
      [
        {
          from: 'partner',
          author: applied.publisherUserId,
          text: 'Danke für eure Bewerbung! Könnt ihr auch ohne Schlagzeug, also akustisch?',
        },
      ],
      false,
    );
  }

  // With a venue page, about the page: two unread answers.
  const venue = plan.pages.find((page) => page.kind === 'location' && !mineOrManaged(page.id));
  const venueOwner = venue ? ownerOf(venue.id) : undefined;
  if (venue && venueOwner) {
    add(
      { kind: 'user', id: lenaId },
      { kind: 'page', id: venue.id },
      { kind: 'page', id: venue.id },
      5,
      [
        {
          from: 'me',
          author: lenaId,
          text: 'Hallo, habt ihr im Frühjahr noch offene Abende für Singer-Songwriter?',
        },
        {
          from: 'partner',
          author: venueOwner,
          text: 'Hi Lena, ja! Im März ist noch einiges frei.',
        },
        {
          from: 'partner',
          author: venueOwner,
          text: 'Schau mal hier: https://backline.example/booking',
        },
      ],
      false,
    );
  }

  // With a confirmed contact, no context: one unread answer.
  const contact = plan.contacts.find(
    (row) => row.status === 'confirmed' && (row.userLowId === lenaId || row.userHighId === lenaId),
  );
  const friend = contact
    ? contact.userLowId === lenaId
      ? contact.userHighId
      : contact.userLowId
    : null;
  if (friend) {
    add(
      { kind: 'user', id: lenaId },
      { kind: 'user', id: friend },
      null,
      2,
      [
        { from: 'partner', author: friend, text: 'Probe am Donnerstag steht noch?' },
        { from: 'me', author: lenaId, text: 'Ja, 19 Uhr im Proberaum.' },
        {
          from: 'partner',
          author: friend,
          text: 'Super, ich bring den neuen Verstärker mit.\nBis dann!',
        },
      ],
      false,
    );
  }
  return seed;
}
