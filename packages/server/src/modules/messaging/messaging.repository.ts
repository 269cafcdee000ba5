import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ContextRef, PartyKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  bookingApplications,
  bookingOffers,
  conversationParties,
  conversations,
  messages,
  pages,
  users,
  type MessageRow,
} from '../../db/schema/index.ts';
import { pageBlockedUserSql, pagesManagedBySql } from '../pages/pages.module.ts';
import {
  historyAfter,
  historyBefore,
  unreadForUser,
  unreadOf,
  type MessageKeyset,
} from './message-reads.repository.ts';
import { prepareStatement } from '../../db/prepared.ts';
import {
  conversationListSql,
  conversationRowsSql,
  type ConversationDbRow,
  type ConversationFilter,
} from './messaging.sql.ts';

export type PartyRef = { kind: PartyKind; id: string };

export const partyKey = (party: PartyRef) => `${party.kind}:${party.id}`;
export const sameParty = (a: PartyRef, b: PartyRef) => a.kind === b.kind && a.id === b.id;

/** The two parties in the stored order (`a` before `b` by `kind:id`). */
export const canonicalPair = (x: PartyRef, y: PartyRef): [PartyRef, PartyRef] =>
  partyKey(x) < partyKey(y) ? [x, y] : [y, x];

/** A party as the sender checks see it. */
export type PartyFacts = PartyRef & {
  name: string;
  /** A user: the account is in use; a page: it exists. */
  active: boolean;
  pageKind: 'artist' | 'location' | 'organization' | null;
};

export type SendInput = {
  conversationId: string | null;
  from: PartyRef;
  to: PartyRef;
  context: ContextRef | null;
  authorUserId: string;
  text: string;
  /** The author is shadow-banned: only the sending side will see the message. */
  shadowed?: boolean;
};

export type { MessageKeyset };

/** The stored row of two parties and a context. */
function pairWhere(x: PartyRef, y: PartyRef, context: ContextRef | null) {
  const [a, b] = canonicalPair(x, y);
  return and(
    eq(conversations.partyAKind, a.kind),
    eq(conversations.partyAId, a.id),
    eq(conversations.partyBKind, b.kind),
    eq(conversations.partyBId, b.id),
    sql`coalesce(${conversations.contextKind}, '') = ${context?.kind ?? ''}`,
    sql`coalesce(${conversations.contextId}, '') = ${context?.id ?? ''}`,
  );
}

/**
 * A page of the viewer's list without a search (`conversationRowsSql`): fixed shapes, the first
 * page and the following ones, prepared, so each connection plans them once.
 */
function prepareConversationPage(db: Database) {
  type Page = { page: ConversationDbRow[] };
  const firstPage = prepareStatement<Page>(db, 'conversation_list', conversationListSql(false), [
    'page',
  ]);
  const nextPage = prepareStatement<Page>(
    db,
    'conversation_list_after',
    conversationListSql(true),
    ['page'],
  );
  return async (filter: {
    viewerId: string;
    archived: boolean;
    after: ConversationFilter['after'];
    limit: number;
  }): Promise<ConversationDbRow[]> => {
    const values = { viewerId: filter.viewerId, archived: filter.archived, limit: filter.limit };
    const [row] = filter.after
      ? await nextPage({
          ...values,
          afterMs: filter.after.ms,
          afterConversationId: filter.after.conversationId,
          afterPartyId: filter.after.partyId,
        })
      : await firstPage(values);
    return row?.page ?? [];
  };
}

/**
 * The messaging tables: conversations (one row per party pair and context), each party's state,
 * and the messages. Reads of users, pages and booking rows are for names and existence only.
 */
export function createMessagingRepository(db: Database) {
  const conversationPage = prepareConversationPage(db);

  return {
    async conversationRows(filter: ConversationFilter): Promise<ConversationDbRow[]> {
      const result = await db.execute<ConversationDbRow>(conversationRowsSql(filter));
      return result.rows;
    },

    conversationPage,

    /** A party's facts (null when there never was such a user or page). */
    async party(ref: PartyRef): Promise<PartyFacts | null> {
      if (ref.kind === 'user') {
        const [row] = await db
          .select({
            name: users.name,
            active: sql<boolean>`${users.activatedAt} is not null and ${users.deactivatedAt} is null
              and ${users.deletionRequestedAt} is null and ${users.purgedAt} is null`,
          })
          .from(users)
          .where(eq(users.id, ref.id));
        return row ? { ...ref, ...row, pageKind: null } : null;
      }
      const [row] = await db
        .select({ name: pages.name, pageKind: pages.kind })
        .from(pages)
        .where(eq(pages.id, ref.id));
      return row ? { ...ref, name: row.name, active: true, pageKind: row.pageKind } : null;
    },

    /** The pages the user speaks for (owner, admin), with their kind and name. */
    async managedPages(userId: string) {
      return db
        .select({
          id: pages.id,
          kind: pages.kind,
          name: pages.name,
          urlname: pages.urlname,
          organizationType: pages.organizationType,
          avatarImageId: pages.avatarImageId,
        })
        .from(pages)
        .where(sql`${pages.id} in ${pagesManagedBySql(userId)}`)
        .orderBy(pages.name);
    },

    /** Whether the page blocked the user (its block list). */
    async pageBlocked(pageId: string, userId: string): Promise<boolean> {
      const result = await db.execute<{ blocked: boolean }>(
        sql`select ${pageBlockedUserSql(pageId, userId)} as blocked`,
      );
      return result.rows[0]?.blocked === true;
    },

    /** Whether the context exists (a booking offer, an application, a page). */
    async contextExists(context: ContextRef): Promise<boolean> {
      const table =
        context.kind === 'booking'
          ? { t: bookingOffers, id: bookingOffers.id }
          : context.kind === 'application'
            ? { t: bookingApplications, id: bookingApplications.id }
            : { t: pages, id: pages.id };
      const rows = await db
        .select({ id: table.id })
        .from(table.t)
        .where(eq(table.id, context.id))
        .limit(1);
      return rows.length > 0;
    },

    async findConversation(x: PartyRef, y: PartyRef, context: ContextRef | null) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(pairWhere(x, y, context));
      return row?.id ?? null;
    },

    send: <T>(input: SendInput, after: (tx: Transaction, message: MessageRow) => Promise<T>) =>
      sendMessage(db, input, after),

    /** A party's state of a conversation. */
    async stateOf(conversationId: string, party: PartyRef, executor: Database | Transaction = db) {
      const [row] = await executor
        .select()
        .from(conversationParties)
        .where(
          and(
            eq(conversationParties.conversationId, conversationId),
            eq(conversationParties.partyKind, party.kind),
            eq(conversationParties.partyId, party.id),
          ),
        );
      return row ?? null;
    },

    history: (
      conversationId: string,
      before: MessageKeyset | null,
      limit: number,
      side: PartyRef,
    ) => historyBefore(db, conversationId, before, limit, side),

    /** The realtime catch-up: newest first, after the keyset, `limit + 1` rows. */
    historyAfter: (conversationId: string, afterId: string, limit: number, side: PartyRef) =>
      historyAfter(db, conversationId, afterId, limit, side),

    async message(id: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row ?? null;
    },

    /**
     * Read up to `message` (never backwards: an older message leaves the state as it is);
     * answers the unread count after.
     */
    async markRead(party: PartyRef, message: MessageRow): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(conversationParties)
          .set({ lastReadMessageId: message.id, lastReadAt: message.createdAt })
          .where(
            and(
              eq(conversationParties.conversationId, message.conversationId),
              eq(conversationParties.partyKind, party.kind),
              eq(conversationParties.partyId, party.id),
              or(
                isNull(conversationParties.lastReadAt),
                sql`(${conversationParties.lastReadAt}, ${conversationParties.lastReadMessageId}) <
                  (${message.createdAt.toISOString()}::timestamptz, ${message.id})`,
              ),
            ),
          );
        return unreadOf(tx, message.conversationId, party);
      });
    },

    settings: (
      conversationId: string,
      party: PartyRef,
      changes: { archived?: boolean; muted?: boolean },
    ) => saveSettings(db, conversationId, party, changes),

    /** Clears the text of a message (the row keeps its place); false when it was gone already. */
    async deleteMessage(id: string): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ text: null, deletedAt: sql`now()` })
        .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    unreadForUser: (userId: string) => unreadForUser(db, userId),
  };
}

/**
 * Writes a message in one transaction: the conversation of the two parties and context
 * (found or created, with both state rows; an advisory lock on the pair keeps it one row),
 * the message, the activity times; the sender has read up to their own message, and a new
 * message takes the conversation out of the recipient's archive. `after` runs in the same
 * transaction (notices).
 */
async function sendMessage<T>(
  db: Database,
  input: SendInput,
  after: (tx: Transaction, message: MessageRow) => Promise<T>,
): Promise<{ message: MessageRow; result: T }> {
  return db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    if (!conversationId) {
      const [a, b] = canonicalPair(input.from, input.to);
      const key = `messaging:${partyKey(a)}:${partyKey(b)}:${input.context?.kind ?? ''}:${input.context?.id ?? ''}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const [found] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(pairWhere(input.from, input.to, input.context));
      conversationId = found?.id ?? null;
      if (!conversationId) {
        const [created] = await tx
          .insert(conversations)
          .values({
            partyAKind: a.kind,
            partyAId: a.id,
            partyBKind: b.kind,
            partyBId: b.id,
            contextKind: input.context?.kind ?? null,
            contextId: input.context?.id ?? null,
          })
          .returning({ id: conversations.id });
        if (!created) throw new Error('Inserting a conversation returned no row.');
        conversationId = created.id;
        await tx.insert(conversationParties).values([
          { conversationId, partyKind: a.kind, partyId: a.id },
          { conversationId, partyKind: b.kind, partyId: b.id },
        ]);
      }
    }
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderKind: input.from.kind,
        senderId: input.from.id,
        authorUserId: input.authorUserId,
        text: input.text,
        shadowed: input.shadowed ?? false,
      })
      .returning();
    if (!message) throw new Error('Inserting a message returned no row.');
    const sender = and(
      eq(conversationParties.partyKind, input.from.kind),
      eq(conversationParties.partyId, input.from.id),
    );
    // A shadowed message moves nothing on the recipient's side (order, archive).
    if (!message.shadowed) {
      await tx
        .update(conversations)
        .set({ lastMessageAt: message.createdAt })
        .where(eq(conversations.id, conversationId));
    }
    await tx
      .update(conversationParties)
      .set({
        lastMessageAt: message.createdAt,
        archived: sql`case when ${sender} then ${conversationParties.archived} else false end`,
        lastReadMessageId: sql`case when ${sender} then ${message.id} else ${conversationParties.lastReadMessageId} end`,
        lastReadAt: sql`case when ${sender} then ${message.createdAt.toISOString()}::timestamptz else ${conversationParties.lastReadAt} end`,
      })
      .where(
        message.shadowed
          ? and(eq(conversationParties.conversationId, conversationId), sender)
          : eq(conversationParties.conversationId, conversationId),
      );
    return { message, result: await after(tx, message) };
  });
}

async function saveSettings(
  db: Database,
  conversationId: string,
  party: PartyRef,
  changes: { archived?: boolean; muted?: boolean },
): Promise<void> {
  if (changes.archived === undefined && changes.muted === undefined) return;
  await db
    .update(conversationParties)
    .set(changes)
    .where(
      and(
        eq(conversationParties.conversationId, conversationId),
        eq(conversationParties.partyKind, party.kind),
        eq(conversationParties.partyId, party.id),
      ),
    );
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
