import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONVERSATION_CONTEXT_KINDS,
  MESSAGE_ATTACHMENT_KINDS,
  PARTY_KINDS,
} from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * A one-to-one conversation (spec section 6, chat context: partner, sender, context). Its two
 * parties (a user or a page each: ids share one id space) are stored in a canonical order, `a`
 * before `b` by `kind:id`, so the same two parties and context have ONE row (the unique index;
 * an absent context counts as one value). No foreign keys on parties: a party is a user or a
 * page. `last_message_at` is copied into each party's state row, which the lists read.
 * Times have millisecond precision: keyset cursors go through JavaScript dates.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    partyAKind: text('party_a_kind', { enum: PARTY_KINDS }).notNull(),
    partyAId: text('party_a_id').notNull(),
    partyBKind: text('party_b_kind', { enum: PARTY_KINDS }).notNull(),
    partyBId: text('party_b_id').notNull(),
    contextKind: text('context_kind', { enum: CONVERSATION_CONTEXT_KINDS }),
    contextId: text('context_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(
      table.partyAKind,
      table.partyAId,
      table.partyBKind,
      table.partyBId,
      sql`coalesce(${table.contextKind}, '')`,
      sql`coalesce(${table.contextId}, '')`,
    ),
    check('conversations_party_a_kind_check', isOneOf(table.partyAKind, PARTY_KINDS)),
    check('conversations_party_b_kind_check', isOneOf(table.partyBKind, PARTY_KINDS)),
    check(
      'conversations_context_kind_check',
      isOneOf(table.contextKind, CONVERSATION_CONTEXT_KINDS),
    ),
    check(
      'conversations_parties_ordered',
      sql`(${table.partyAKind} || ':' || ${table.partyAId}) < (${table.partyBKind} || ':' || ${table.partyBId})`,
    ),
    check(
      'conversations_context_whole',
      sql`(${table.contextKind} is null) = (${table.contextId} is null)`,
    ),
  ],
);

/**
 * One party's state of a conversation (two rows per conversation): how far it has read (the
 * message and its time, the keyset of the unread count), archived, muted, and the
 * conversation's last activity (copied, so a party's list is one index range). A page's state is
 * shared by its owner and admins: they read and answer as the page.
 */
export const conversationParties = pgTable(
  'conversation_parties',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    partyKind: text('party_kind', { enum: PARTY_KINDS }).notNull(),
    partyId: text('party_id').notNull(),
    lastReadMessageId: text('last_read_message_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, precision: 3 }),
    archived: boolean('archived').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /**
     * The conversation exists for this side: it has a message this side may see (one that is not
     * shadowed, or its own). Kept by the database (migration 0037's triggers on `messages` and on
     * this table), never written by the app; the list reads it instead of looking at messages.
     */
    visible: boolean('visible').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.partyKind, table.partyId] }),
    check('conversation_parties_kind_check', isOneOf(table.partyKind, PARTY_KINDS)),
    // A party's list, newest activity first, archived apart, only what it may see (keyset on
    // time and conversation): one ordered index range per party, merged (decisions §74).
    index('conversation_parties_list_idx').on(
      table.partyKind,
      table.partyId,
      table.archived,
      table.visible,
      table.lastMessageAt.desc(),
      table.conversationId.desc(),
    ),
  ],
);

/**
 * A message. `sender_*` is the party that speaks (a user or a page); `author_user_id` the user
 * who wrote it (for a page: one of its managers). Deleting clears the text and sets
 * `deleted_at`: the row stays, so the history keeps its place. `shadowed`: written during the
 * author's shadow ban; the other side never sees it (history, list, unread counts, notices).
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderKind: text('sender_kind', { enum: PARTY_KINDS }).notNull(),
    senderId: text('sender_id').notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text'),
    /** Sent during the author's shadow ban: only the sending side sees it (decisions: bans). */
    shadowed: boolean('shadowed').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('messages_sender_kind_check', isOneOf(table.senderKind, PARTY_KINDS)),
    check(
      'messages_text_or_deleted',
      sql`(${table.text} is null) = (${table.deletedAt} is not null)`,
    ),
    // The history (keyset, newest first), the last message and the unread count of a conversation.
    index('messages_conversation_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // A purged author's messages.
    index('messages_author_idx').on(table.authorUserId),
    // Whether a side has written in a conversation (attachments: "prior contacters").
    index('messages_conversation_sender_idx').on(
      table.conversationId,
      table.senderKind,
      table.senderId,
    ),
  ],
);

/**
 * A file of a message (an image, stored as webp renditions under `chat/{random}/`, or a PDF at
 * `chat/{random}.pdf`): uploaded first (`message_id` null, pending, for the uploader's next
 * message in this conversation), then attached when the message is sent. Files are never public:
 * they are served through signed, short-lived urls keyed by `secret` (decisions: chat
 * attachments). Deleting the message or the conversation deletes the row; the files go after.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** The side that uploaded it (the user or the page they write as) and the user. */
    senderKind: text('sender_kind', { enum: PARTY_KINDS }).notNull(),
    senderId: text('sender_id').notNull(),
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: MESSAGE_ATTACHMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    /** The key of its signed urls (random, per file: deleting the row revokes them). */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('message_attachments_kind_check', isOneOf(table.kind, MESSAGE_ATTACHMENT_KINDS)),
    check('message_attachments_sender_kind_check', isOneOf(table.senderKind, PARTY_KINDS)),
    // The files of the messages of a history page.
    index('message_attachments_message_idx').on(table.messageId),
    // An uploader's pending files of a conversation; the cleanup of old pending ones.
    index('message_attachments_pending_idx')
      .on(table.conversationId, table.uploaderId)
      .where(sql`${table.messageId} is null`),
    index('message_attachments_pending_age_idx')
      .on(table.createdAt)
      .where(sql`${table.messageId} is null`),
    // A purged account's files (sent as themself, or pending).
    index('message_attachments_uploader_idx').on(table.uploaderId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
export type ConversationPartyRow = typeof conversationParties.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
