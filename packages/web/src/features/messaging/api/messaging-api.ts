import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  AppError,
  AttachmentUploadSchema,
  CONVERSATION_CONTEXT_KINDS,
  ID_PATTERN,
  ConversationListSchema,
  ConversationSchema,
  MessageHistorySchema,
  MessageSchema,
  PARTY_KINDS,
  SendersSchema,
  StartConversationSchema,
  type ContextRef,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageAttachment,
  type MessageHistory,
  type SendMessageInput,
  type PartyRef,
} from '@backline/domain';
import { apiClient, type ResponseSchema } from '../../../lib/api-client.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload-file.ts';

/** Everything of messaging in the cache. */
export const MESSAGING_KEY = ['messaging'] as const;

/** How often an open, visible list asks again while the realtime socket is down. */
export const LIST_REFRESH_MS = 20_000;
/** How often an open, visible conversation asks again while the realtime socket is down. */
export const CHAT_REFRESH_MS = 10_000;

/**
 * Messaging speaks for the side of each conversation itself (the user or one of their pages), so
 * no request carries the tab's acting page.
 */
const AS_NOBODY = { objectUser: null } as const;

const ID = ID_PATTERN;

/** `user:abc123` → `{ kind: 'user', id: 'abc123' }`; null for anything else. */
export function partyRefOf(value: string | null): PartyRef | null {
  const [kind, id, ...rest] = (value ?? '').split(':');
  if (rest.length > 0 || !id || !ID.test(id)) return null;
  const known = PARTY_KINDS.find((candidate) => candidate === kind);
  return known ? { kind: known, id } : null;
}

/** `booking:abc123` → `{ kind: 'booking', id: 'abc123' }`; null for anything else. */
export function contextRefOf(value: string | null): ContextRef | null {
  const [kind, id, ...rest] = (value ?? '').split(':');
  if (rest.length > 0 || !id || !ID.test(id)) return null;
  const known = CONVERSATION_CONTEXT_KINDS.find((candidate) => candidate === kind);
  return known ? { kind: known, id } : null;
}

// The chat's addresses live in a module of their own, so that a link to the chat (the message
// button on offers, profiles, pages and applications; the dashboard's cards) loads no schemas.
export { conversationPath, newConversationPath } from './chat-paths.ts';

const conversationUrl = (id: string) => `/messaging/conversations/${encodeURIComponent(id)}`;

export const fetchConversations = (
  archived: boolean,
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationList> =>
  apiClient.request('/messaging/conversations', {
    query: { archived: archived ? '1' : '0', q: q || undefined, cursor },
    schema: ConversationListSchema,
    signal,
    ...AS_NOBODY,
  });

/** The conversation list (`?archived=`, `?q=`), in pages by cursor. */
export const conversationListQuery = (archived: boolean, q: string) =>
  infiniteQueryOptions({
    queryKey: [...MESSAGING_KEY, 'list', archived, q] as const,
    queryFn: ({ pageParam, signal }) => fetchConversations(archived, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While the search changes the list shows its last answer; the archive starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === archived ? previous : undefined,
    staleTime: 0,
  });

/** One conversation: the chat's header. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGING_KEY, 'conversation', id] as const,
    queryFn: ({ signal }) =>
      apiClient.request(conversationUrl(id), { schema: ConversationSchema, signal, ...AS_NOBODY }),
  });

/** A conversation's messages, newest first, paging back by cursor ("Ältere laden"). */
export const historyQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...MESSAGING_KEY, 'history', id] as const,
    queryFn: ({ pageParam, signal }): Promise<MessageHistory> =>
      apiClient.request(`${conversationUrl(id)}/messages`, {
        query: { before: pageParam },
        schema: MessageHistorySchema,
        signal,
        ...AS_NOBODY,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

/** Whom the viewer may write as about a context (themself first, then their pages). */
export const sendersQuery = (context: ContextRef) =>
  queryOptions({
    queryKey: [...MESSAGING_KEY, 'senders', context.kind, context.id] as const,
    queryFn: ({ signal }) =>
      apiClient.request('/messaging/senders', {
        query: { contextKind: context.kind, contextId: context.id },
        schema: SendersSchema,
        signal,
        ...AS_NOBODY,
      }),
  });

export type StartInput = { to: PartyRef; as?: PartyRef; context?: ContextRef; text: string };

export const startConversation = (input: StartInput) =>
  apiClient.request('/messaging/conversations', {
    method: 'POST',
    json: input,
    schema: StartConversationSchema,
    ...AS_NOBODY,
  });

/** Text, files uploaded before (their ids), or both. */
export const sendMessage = (conversationId: string, input: SendMessageInput): Promise<Message> =>
  apiClient.request(`${conversationUrl(conversationId)}/messages`, {
    method: 'POST',
    json: input.attachmentIds?.length ? input : { text: input.text },
    schema: MessageSchema,
    ...AS_NOBODY,
  });

export type UploadCallbacks = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** A file for the next message of a conversation (an image or a PDF), with upload progress. */
export const uploadAttachment = (
  conversationId: string,
  file: File,
  callbacks: UploadCallbacks = {},
): Promise<MessageAttachment> =>
  uploadFile({
    path: `${conversationUrl(conversationId)}/attachments`,
    file,
    schema: AttachmentUploadSchema,
    actAsPageId: null,
    ...callbacks,
  }).then((answer) => answer.attachment);

/** Takes back an uploaded file that was not sent. */
export const removeAttachment = (attachmentId: string) =>
  apiClient.request(`/messaging/attachments/${encodeURIComponent(attachmentId)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    ...AS_NOBODY,
  });

/** The small answers the domain names no schema for. */
const UnreadSchema: ResponseSchema<{ unread: number }> = {
  parse: (data) => {
    const unread = (data as { unread?: unknown } | null)?.unread;
    if (typeof unread !== 'number') throw new AppError('client.error_occurred');
    return { unread };
  },
};

export const markRead = (conversationId: string, upTo: string) =>
  apiClient.request(`${conversationUrl(conversationId)}/read`, {
    method: 'POST',
    json: { upTo },
    schema: UnreadSchema,
    ...AS_NOBODY,
  });

export const updateConversation = (
  conversationId: string,
  changes: { archived?: boolean; muted?: boolean },
): Promise<Conversation> =>
  apiClient.request(conversationUrl(conversationId), {
    method: 'PATCH',
    json: changes,
    schema: ConversationSchema,
    ...AS_NOBODY,
  });

const DeletedSchema: ResponseSchema<{ deleted: true }> = {
  parse: (data) => {
    if ((data as { deleted?: unknown } | null)?.deleted !== true) {
      throw new AppError('client.error_occurred');
    }
    return { deleted: true };
  },
};

export const deleteMessage = (messageId: string) =>
  apiClient.request(`/messaging/messages/${encodeURIComponent(messageId)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    ...AS_NOBODY,
  });

/** After a change in a conversation: its header and history, and every list, asked again. */
export function conversationChanged(
  queryClient: QueryClient,
  conversationId: string,
  conversation?: Conversation,
) {
  if (conversation) {
    queryClient.setQueryData(conversationQuery(conversationId).queryKey, conversation);
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'list'] }),
    queryClient.invalidateQueries({ queryKey: historyQuery(conversationId).queryKey }),
    conversation
      ? undefined
      : queryClient.invalidateQueries({ queryKey: conversationQuery(conversationId).queryKey }),
  ]);
}
