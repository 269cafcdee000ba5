import {
  detailPath,
  offerPath,
  pageResource,
  type Conversation,
  type ConversationList,
  type ConversationContext,
  type Message,
  type MessageAttachment,
  type Party,
  type Picture,
} from '@backline/domain';
import type { MessageRow } from '../../db/schema/index.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { PartyRef } from './messaging.repository.ts';
import type { ConversationDbRow, PartyColumns } from './messaging.sql.ts';

export type Pictures = ReadonlyMap<string, Picture>;

/** A party's screen: a user's profile, a page's address; null when gone. */
function partyResource(party: PartyColumns): string | null {
  if (!party.active || party.name === null) return null;
  if (party.kind === 'user') return detailPath('/user', party.name, party.id);
  if (!party.page_kind) return null;
  return pageResource({
    id: party.id,
    kind: party.page_kind,
    name: party.name,
    urlname: party.urlname,
    organizationType: party.organization_type,
  });
}

export function presentParty(party: PartyColumns, pictures: Pictures): Party {
  return {
    kind: party.kind,
    id: party.id,
    name: party.name ?? '',
    picture: party.avatar_image_id ? (pictures.get(party.avatar_image_id) ?? null) : null,
    resource: partyResource(party),
  };
}

function presentContext(row: ConversationDbRow): ConversationContext | null {
  if (!row.context_kind || !row.context_id) return null;
  const title = row.context_title ?? '';
  let resource: string | null = null;
  if (row.context_kind === 'page' && row.context_page) resource = partyResource(row.context_page);
  else if (row.context_kind === 'contactad' && row.context_title !== null) {
    resource = detailPath('/contactad', row.context_title, row.context_id);
  } else if (row.context_offer_id && row.context_title !== null) {
    resource = offerPath({ id: row.context_offer_id, title: row.context_title });
  }
  return { kind: row.context_kind, id: row.context_id, title, resource };
}

export function presentMessage(
  message: MessageRow,
  side: PartyRef,
  attachments: readonly MessageAttachment[] = [],
): Message {
  return {
    id: message.id,
    conversationId: message.conversationId,
    mine: message.senderKind === side.kind && message.senderId === side.id,
    text: message.deletedAt ? null : message.text,
    deleted: message.deletedAt !== null,
    sentAt: message.createdAt.toISOString(),
    attachments: message.deletedAt ? [] : [...attachments],
  };
}

/** Whether the viewer's side may write: the partner still exists and no block stands. */
export const canWrite = (row: ConversationDbRow): boolean => row.partner.active && !row.blocked;

/**
 * Whether the viewer's side may attach files (spec: "chat attachments only go to confirmed
 * contacts or prior contacters"): it may write, and the partner has written here before or is
 * the viewer's confirmed contact (a page partner: one of its owner and admins is).
 */
export const canAttach = (row: ConversationDbRow): boolean =>
  canWrite(row) && (row.partner_wrote || row.contact);

export function presentConversation(row: ConversationDbRow, pictures: Pictures): Conversation {
  const side = { kind: row.my_kind, id: row.my_id };
  const last = row.last_message;
  return {
    id: row.conversation_id,
    me: presentParty(row.me, pictures),
    partner: presentParty(row.partner, pictures),
    context: presentContext(row),
    lastMessage: last
      ? presentMessage(
          {
            id: last.id,
            conversationId: row.conversation_id,
            senderKind: last.sender_kind,
            senderId: last.sender_id,
            authorUserId: null,
            shadowed: false,
            text: last.text,
            deletedAt: last.deleted ? new Date(last.ms) : null,
            createdAt: new Date(last.ms),
          },
          side,
        )
      : null,
    unread: row.unread,
    archived: row.archived,
    muted: row.muted,
    canWrite: canWrite(row),
    canAttach: canAttach(row),
  };
}

/** The pictures of the rows' parties, from the avatar keys the rows carry (no lookup). */
export function picturesOfRows(rows: readonly ConversationDbRow[]): Pictures {
  const pictures = new Map<string, Picture>();
  for (const row of rows) {
    if (row.me.avatar_image_id && row.me_avatar_key) {
      pictures.set(row.me.avatar_image_id, pictureUrls(row.me_avatar_key));
    }
    if (row.partner.avatar_image_id && row.partner_avatar_key) {
      pictures.set(row.partner.avatar_image_id, pictureUrls(row.partner_avatar_key));
    }
  }
  return pictures;
}

/** The keyset position after a conversation row (the list's `nextCursor`). */
export const encodeConversationCursor = (ms: number, conversationId: string, partyId: string) =>
  Buffer.from(JSON.stringify([ms, conversationId, partyId])).toString('base64url');

/**
 * A page of the conversation list from `size + 1` rows (one more tells that a next page
 * exists), with the pictures the rows name. Pure, so that the benchmark's bare server presents
 * the same JSON from the same rows.
 */
export function presentConversationPage(
  rows: readonly ConversationDbRow[],
  size: number,
): ConversationList {
  const page = rows.slice(0, size);
  const pictures = picturesOfRows(page);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentConversation(row, pictures)),
    nextCursor:
      rows.length > size && last
        ? encodeConversationCursor(last.last_message_ms, last.conversation_id, last.my_id)
        : null,
  };
}
