import {
  AppError,
  MESSAGES_PER_MINUTE,
  type ContextRef,
  type Conversation,
  type Picture,
  UNREAD_MESSAGES_COUNTER,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { MessageRow } from '../../db/schema/index.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { Notice } from '../notifications/notifications.service.ts';
import { createPageRoles } from '../pages/pages.module.ts';
import { canWrite, picturesOfRows, presentConversation } from './messaging.presenter.ts';
import { createMessagingRepository, type PartyRef } from './messaging.repository.ts';
import type { ConversationDbRow, ConversationFilter } from './messaging.sql.ts';

/** Messages per user and minute, over all conversations (domain MESSAGES_PER_MINUTE). */
export const MESSAGE_LIMIT: RateLimit = { limit: MESSAGES_PER_MINUTE, windowSeconds: 60 };

/** The notice kind of a new message (mailed under the `messages` setting). */
export const NEW_MESSAGE_NOTICE = 'messages.new';

/** Where a notice of a conversation leads. */
export const conversationPath = (conversationId: string) => `/directmessaging?id=${conversationId}`;

export type MessagingDeps = {
  rateLimiter: RateLimiter;
  resolvePictures: (ids: readonly string[]) => Promise<ReadonlyMap<string, Picture>>;
  isBlocked: (a: string, b: string) => Promise<boolean>;
  /** The bans module's posting guard: refuses a community ban, tells a shadow ban. */
  assertUserMayPost: (userId: string) => Promise<{ shadowed: boolean }>;
  notify: (tx: Transaction, recipients: string[], notice: Notice) => Promise<void>;
  withUnreadNotice: (
    tx: Transaction,
    userIds: string[],
    notice: Omit<Notice, 'params'>,
  ) => Promise<string[]>;
  /** Realtime events to both sides' users, published in the change's transaction. */
  realtime: Pick<RealtimeHub, 'publish' | 'publishAll'>;
  /**
   * A contact ad as a context (the contact-ads module): null when there is none. Its publisher
   * kind and search type decide the sender choice (spec section 6).
   */
  contactAdContext?: (
    id: string,
  ) => Promise<{ title: string; publisherIsUser: boolean; searchType: number } | null>;
};

/** The navigation counter of unread messages (messaging.module.ts exports it). */

export const notFound = () => new AppError('request.entity_not_found');

/** What the messaging services share: the repository, the viewer's side, sending with notices. */
export function createMessagingContext(db: Database, deps: MessagingDeps) {
  const repository = createMessagingRepository(db);
  const roles = createPageRoles(db);

  /** The rows as conversations (their pictures come with the rows: no statement). */
  function present(rows: readonly ConversationDbRow[]): Conversation[] {
    const pictures = picturesOfRows(rows);
    return rows.map((row) => presentConversation(row, pictures));
  }

  /** The conversation as the viewer's side sees it (the viewer or a page they manage); 404 else. */
  async function sideOf(
    viewerId: string,
    conversationId: string,
    party?: PartyRef,
  ): Promise<ConversationDbRow> {
    const filter: ConversationFilter = { viewerId, conversationId, limit: 1 };
    const [row] = await repository.conversationRows(party ? { ...filter, party } : filter);
    if (!row) throw notFound();
    return row;
  }

  /** The users who read and write as a side: the user, or a page's owner and admins. */
  async function usersOf(party: PartyRef, executor: Database | Transaction = db) {
    if (party.kind === 'user') return [party.id];
    return (await roles.managersOf([party.id], executor)).get(party.id) ?? [];
  }

  /** Both sides' users of a conversation row (the viewer's side first). */
  async function sidesOf(row: ConversationDbRow, executor: Database | Transaction = db) {
    const [mine, partner] = await Promise.all([
      usersOf({ kind: row.my_kind, id: row.my_id }, executor),
      usersOf({ kind: row.partner.kind, id: row.partner.id }, executor),
    ]);
    return { mine, partner };
  }

  /** Refuses a write the side may not make (a block, a partner gone), then the rate limit. */
  async function mayWrite(viewerId: string, row: ConversationDbRow): Promise<void> {
    if (!canWrite(row)) {
      throw new AppError(row.blocked ? 'account.user_blocked' : 'messaging.partner_gone');
    }
    await hitLimit(viewerId);
  }

  async function hitLimit(viewerId: string): Promise<void> {
    const limit = await deps.rateLimiter.hit(`message:${viewerId}`, MESSAGE_LIMIT);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  }

  /**
   * Sends, and tells the other side's user(s) (a page: its owner and admins, not the author) —
   * once per burst: not while they still have an unread notice of this conversation, and never
   * for a conversation they muted. All in the message's transaction. The author's community ban
   * refuses (`moderation.community_ban`); during a shadow ban the message is stored `shadowed`
   * (the answered row says so): the other side never sees it and nobody is told.
   */
  async function send(input: {
    conversationId: string | null;
    from: PartyRef & { name: string };
    to: PartyRef;
    context: ContextRef | null;
    authorUserId: string;
    text: string;
    /** Runs first in the message's transaction (attaching uploaded files). */
    attach?: (tx: Transaction, message: MessageRow) => Promise<void>;
  }): Promise<MessageRow> {
    const { shadowed } = await deps.assertUserMayPost(input.authorUserId);
    const { message } = await repository.send({ ...input, shadowed }, async (tx, sent) => {
      await input.attach?.(tx, sent);
      // One after the other: a transaction's connection runs one statement at a time.
      const users = await usersOf(input.to, tx);
      const senders = await usersOf(input.from, tx);
      // Both sides' sockets (the sender's other devices too) get it, each as its side sees it;
      // a shadow-banned author's message reaches only their own side.
      const messageId = sent.id;
      await deps.realtime.publishAll(tx, [
        ...(sent.shadowed
          ? []
          : ([
              [users, { kind: 'message.new', data: { messageId, mine: false } }],
              [users, { kind: 'counters.changed', data: { counters: [UNREAD_MESSAGES_COUNTER] } }],
            ] as const)),
        [senders, { kind: 'message.new', data: { messageId, mine: true } }],
      ]);
      if (sent.shadowed) return;
      const state = await repository.stateOf(sent.conversationId, input.to, tx);
      if (!state || state.muted) return;
      const recipients = users.filter((id) => id !== input.authorUserId);
      const notice = { kind: NEW_MESSAGE_NOTICE, path: conversationPath(sent.conversationId) };
      const told = new Set(await deps.withUnreadNotice(tx, recipients, notice));
      await deps.notify(
        tx,
        recipients.filter((id) => !told.has(id)),
        { ...notice, params: { senderName: input.from.name } },
      );
    });
    return message;
  }

  return { repository, present, sideOf, sidesOf, mayWrite, hitLimit, send };
}

export type MessagingContext = ReturnType<typeof createMessagingContext>;
