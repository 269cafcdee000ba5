/** Who takes part in a conversation: a user, or a page (its owner and admins read and answer). */
export const PARTY_KINDS = ['user', 'page'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/**
 * What a conversation is about (spec: "chat context: partner, profile (sender), context"): a
 * booking offer, an application, a page, a contact ad (issue 18). Classifieds join when their
 * capability exists.
 */
export const CONVERSATION_CONTEXT_KINDS = ['booking', 'application', 'page', 'contactad'] as const;
export type ConversationContextKind = (typeof CONVERSATION_CONTEXT_KINDS)[number];

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Messages per page of a conversation's history. */
export const MESSAGE_PAGE_SIZE = 30;
/** Conversations per page of the list. */
export const CONVERSATION_PAGE_SIZE = 30;
/** Messages a sender may send per minute (all conversations together). */
export const MESSAGES_PER_MINUTE = 30;

/** Files one message may carry (images and PDFs; spec: only to contacts or prior contacters). */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** What a chat attachment is, by its content: an image (re-encoded as webp) or a PDF. */
export const MESSAGE_ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type MessageAttachmentKind = (typeof MESSAGE_ATTACHMENT_KINDS)[number];
/** The picture sizes an image attachment is offered in (the chat's thumbnail, the full view). */
export const MESSAGE_ATTACHMENT_VARIANTS = ['large', 'xtralarge', 'file'] as const;
export type MessageAttachmentVariant = (typeof MESSAGE_ATTACHMENT_VARIANTS)[number];
