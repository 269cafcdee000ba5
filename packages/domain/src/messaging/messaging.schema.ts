import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import {
  CONVERSATION_CONTEXT_KINDS,
  MESSAGE_ATTACHMENT_KINDS,
  MESSAGE_ATTACHMENT_VARIANTS,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_MAX_LENGTH,
  PARTY_KINDS,
} from './messaging.constants.ts';

const IdSchema = z.string().check(z.regex(ID_PATTERN));

/** A user or a page, as a reference in a request. */
export const PartyRefSchema = z.object({ kind: z.enum(PARTY_KINDS), id: IdSchema });
export type PartyRef = z.infer<typeof PartyRefSchema>;

/** What a conversation is about, as a reference in a request. */
export const ContextRefSchema = z.object({
  kind: z.enum(CONVERSATION_CONTEXT_KINDS),
  id: IdSchema,
});
export type ContextRef = z.infer<typeof ContextRefSchema>;

/** A party as the screens show it. */
export const PartySchema = z.object({
  kind: z.enum(PARTY_KINDS),
  id: z.string(),
  name: z.string(),
  picture: z.nullable(PictureSchema),
  /** The party's screen (`/user/{slug}-{id}` or the page's address); null when it is gone. */
  resource: z.nullable(z.string()),
});
export type Party = z.infer<typeof PartySchema>;

/** The context as the chat's header shows it, with a link to it. */
export const ConversationContextSchema = z.object({
  kind: z.enum(CONVERSATION_CONTEXT_KINDS),
  id: z.string(),
  title: z.string(),
  /** Null when the context is gone (a cancelled offer). */
  resource: z.nullable(z.string()),
});
export type ConversationContext = z.infer<typeof ConversationContextSchema>;

/**
 * A file attached to a message (or uploaded for the next one): an image or a PDF. Its urls are
 * signed for the viewer and short-lived (they expire within two hours): never share or store them.
 */
export const MessageAttachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_ATTACHMENT_KINDS),
  /** The file's name as uploaded (an image's ends in .webp once re-encoded). */
  name: z.string(),
  sizeBytes: z.number(),
  /** An image's size in pixels (upright); null for a PDF. */
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** The file: an image in full size (1920 px at most), a PDF as a download. */
  url: z.string(),
  /** An image's thumbnail (600 px wide at most); null for a PDF. */
  thumbnailUrl: z.nullable(z.string()),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Whether the viewer's side (they, or the page they write as) sent it. */
  mine: z.boolean(),
  /** Null once deleted ("message deleted" is shown); empty for files without text. */
  text: z.nullable(z.string()),
  deleted: z.boolean(),
  sentAt: z.string(),
  /** Its files (none once deleted). */
  attachments: z._default(z.array(MessageAttachmentSchema), []),
});
export type Message = z.infer<typeof MessageSchema>;

/** One conversation of the viewer's list, or the chat's header. */
export const ConversationSchema = z.object({
  id: z.string(),
  /** The viewer's side: themself or the page they write as. */
  me: PartySchema,
  partner: PartySchema,
  context: z.nullable(ConversationContextSchema),
  lastMessage: z.nullable(MessageSchema),
  unread: z.number(),
  archived: z.boolean(),
  muted: z.boolean(),
  /** Whether the viewer may write (no block between the two, the partner still exists). */
  canWrite: z.boolean(),
  /**
   * Whether the viewer may attach files (spec: "chat attachments only go to confirmed contacts
   * or prior contacters"): they may write, and the partner has written in this conversation or
   * is a confirmed contact of the viewer (a page: of one of its owner and admins).
   */
  canAttach: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `GET /api/messaging/conversations` */
export const ConversationListQuerySchema = z.object({
  archived: z._default(z.enum(['0', '1']), '0'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const ConversationListSchema = z.object({
  items: z.array(ConversationSchema),
  nextCursor: z.nullable(z.string()),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

const MessageTextSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_MAX_LENGTH));

/**
 * `POST /api/messaging/conversations`: write to a party, as the viewer or one of their pages
 * (`as`), about a context or nothing. The conversation of these two sides and this context is
 * continued when it exists, else started.
 */
export const StartConversationInputSchema = z.object({
  to: PartyRefSchema,
  as: z.optional(PartyRefSchema),
  context: z.optional(ContextRefSchema),
  text: MessageTextSchema,
});
export const StartConversationSchema = z.object({
  conversation: ConversationSchema,
  message: MessageSchema,
});

export const ConversationParamsSchema = z.object({ id: IdSchema });
export const MessageParamsSchema = z.object({ id: IdSchema });

/**
 * `GET /api/messaging/conversations/{id}/messages?before=`: newest first, paging back.
 * `?after={messageId}` is the realtime client's catch-up: the messages sent after that one, newest
 * first, at most a page (a non-null `nextCursor` then means more were missed: reload the history).
 * `before` and `after` do not go together.
 */
export const MessageHistoryQuerySchema = z.object({
  before: z.optional(z.string().check(z.maxLength(200))),
  after: z.optional(IdSchema),
});
export const MessageHistorySchema = z.object({
  items: z.array(MessageSchema),
  /** Pass as `before` for older messages; null at the first message. */
  nextCursor: z.nullable(z.string()),
  /** The id of the last message the viewer had read before this answer (the unread separator). */
  lastReadId: z.nullable(z.string()),
});
export type MessageHistory = z.infer<typeof MessageHistorySchema>;

/**
 * `POST /api/messaging/conversations/{id}/messages`: text, files uploaded before
 * (`POST …/attachments`), or both; one of them is required (`validation.required` on `text`).
 */
export const SendMessageInputSchema = z.object({
  text: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH)), ''),
  attachmentIds: z._default(
    z.array(IdSchema).check(
      z.maxLength(MESSAGE_ATTACHMENTS_MAX),
      z.refine((ids) => new Set(ids).size === ids.length),
    ),
    [],
  ),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

/** `POST /api/messaging/conversations/{id}/attachments` (multipart, one `file`): an upload. */
export const AttachmentUploadSchema = z.object({ attachment: MessageAttachmentSchema });

/** `GET /api/messaging/attachments/{id}/{variant}?expires=&signature=`: a signed file url. */
export const AttachmentFileParamsSchema = z.object({
  id: IdSchema,
  variant: z.enum(MESSAGE_ATTACHMENT_VARIANTS),
});
export const AttachmentFileQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,13}$/)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** `POST /api/messaging/conversations/{id}/read`: everything up to this message is read. */
export const MarkReadInputSchema = z.object({ upTo: IdSchema });

/** `PATCH /api/messaging/conversations/{id}` */
export const ConversationSettingsInputSchema = z.object({
  archived: z.optional(z.boolean()),
  muted: z.optional(z.boolean()),
});

/** `GET /api/messaging/senders?context=booking:{id}`: whom the viewer may write as here. */
export const SendersQuerySchema = z.object({
  contextKind: z.optional(z.enum(CONVERSATION_CONTEXT_KINDS)),
  contextId: z.optional(IdSchema),
});
export const SendersSchema = z.object({ senders: z.array(PartySchema) });
