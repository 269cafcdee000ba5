import type { Conversation, Message, MessageAttachment, Party } from '@backline/domain';
import { apiError, mockApi, type ApiHandler } from '../../../test/api.ts';

export const ME: Party = {
  kind: 'user',
  id: 'me0000001',
  name: 'Mia Meier',
  picture: null,
  resource: '/user/mia-meier-me0000001',
};

export const party = (overrides: Partial<Party> & { id: string; name: string }): Party => ({
  kind: 'user',
  picture: null,
  resource: `/user/someone-${overrides.id}`,
  ...overrides,
});

/** A conversation with its messages (oldest first) and the id of the viewer's last read one. */
export type Thread = {
  conversation: Omit<Conversation, 'lastMessage' | 'unread'>;
  messages: {
    id: string;
    mine: boolean;
    text: string | null;
    sentAt: string;
    deleted?: boolean;
    attachments?: MessageAttachment[];
  }[];
  lastReadId: string | null;
};

export const conversation = (
  overrides: Partial<Thread['conversation']> & { id: string; partner: Party },
): Thread['conversation'] => ({
  me: ME,
  context: null,
  archived: false,
  muted: false,
  canWrite: true,
  canAttach: true,
  ...overrides,
});

/** An attachment as the server presents it (signed urls shortened). */
export const attachment = (
  overrides: Partial<MessageAttachment> & { id: string; kind: MessageAttachment['kind'] },
): MessageAttachment => ({
  name: overrides.kind === 'pdf' ? 'Rider.pdf' : 'Foto.webp',
  sizeBytes: 123_456,
  width: overrides.kind === 'pdf' ? null : 800,
  height: overrides.kind === 'pdf' ? null : 600,
  url: `/api/messaging/attachments/${overrides.id}/${overrides.kind === 'pdf' ? 'file' : 'xtralarge'}?expires=1&signature=x`,
  thumbnailUrl:
    overrides.kind === 'pdf'
      ? null
      : `/api/messaging/attachments/${overrides.id}/large?expires=1&signature=x`,
  ...overrides,
});

/**
 * The messaging API on the test server (`mockApi`), keeping conversations and messages in memory
 * and answering like the server: the list by archive and search (partner name or context title),
 * the history newest first in pages of `pageSize` by cursor, sending, reading, deleting own
 * messages, archiving and muting, and starting a conversation.
 */
export function mockMessagingApi(
  initial: Thread[],
  { pageSize = 30, listPageSize = 30, senders = [ME] } = {},
) {
  const threads = initial.map((thread) => ({
    ...thread,
    conversation: { ...thread.conversation },
    messages: thread.messages.map((message) => ({ deleted: false, ...message })),
  }));
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(6, '0')}`;
  const threadOf = (id: string) => threads.find((thread) => thread.conversation.id === id);
  const messageOf = (thread: Thread, message: Thread['messages'][number]): Message => ({
    id: message.id,
    conversationId: thread.conversation.id,
    mine: message.mine,
    text: message.deleted ? null : message.text,
    deleted: message.deleted ?? false,
    sentAt: message.sentAt,
    attachments: message.deleted ? [] : (message.attachments ?? []),
  });
  const unreadOf = (thread: Thread) => {
    const readIndex = thread.messages.findIndex((m) => m.id === thread.lastReadId);
    return thread.messages.slice(readIndex + 1).filter((m) => !m.mine).length;
  };
  const present = (thread: Thread): Conversation => {
    const last = thread.messages.at(-1);
    return {
      ...thread.conversation,
      lastMessage: last ? messageOf(thread, last) : null,
      unread: unreadOf(thread),
    };
  };
  /** Uploads not sent yet, by id. */
  const pending = new Map<string, MessageAttachment>();
  const add = (thread: Thread, text: string, attachments: MessageAttachment[] = []) => {
    const message = {
      id: nextId('msg'),
      mine: true,
      text,
      attachments,
      deleted: false,
      sentAt: new Date().toISOString(),
    };
    thread.messages.push(message);
    thread.lastReadId = message.id;
    thread.conversation.archived = false;
    return messageOf(thread, message);
  };

  const api = mockApi({
    'GET /messaging/conversations': ({ query }) => {
      const archived = query.get('archived') === '1';
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = threads
        .filter((thread) => thread.conversation.archived === archived)
        .filter(
          (thread) =>
            thread.conversation.partner.name.toLowerCase().includes(q) ||
            (thread.conversation.context?.title.toLowerCase().includes(q) ?? false),
        )
        .sort((a, b) =>
          (b.messages.at(-1)?.sentAt ?? '').localeCompare(a.messages.at(-1)?.sentAt ?? ''),
        );
      const start = Number(query.get('cursor') ?? 0);
      return {
        items: matching.slice(start, start + listPageSize).map(present),
        nextCursor: start + listPageSize < matching.length ? String(start + listPageSize) : null,
      };
    },
    'POST /messaging/conversations': ({ body }) => {
      const input = body as {
        to: { kind: 'user' | 'page'; id: string };
        as?: { kind: 'user' | 'page'; id: string };
        context?: { kind: 'booking' | 'application' | 'page'; id: string };
        text: string;
      };
      const me = senders.find((s) => s.kind === input.as?.kind && s.id === input.as.id) ?? ME;
      const thread = {
        conversation: conversation({
          id: nextId('cnv'),
          me,
          partner: party({ ...input.to, name: 'Neue Partnerin' }),
          context: input.context
            ? { ...input.context, title: 'Ein Gig', resource: `/booking/${input.context.id}` }
            : null,
        }),
        messages: [] as (typeof threads)[number]['messages'],
        lastReadId: null as string | null,
      };
      threads.push(thread);
      const message = add(thread, input.text);
      return { conversation: present(thread), message };
    },
    'GET /messaging/conversations/:id': ({ params }) => {
      const thread = threadOf(params.id ?? '');
      return thread ? present(thread) : apiError(404, 'request.entity_not_found');
    },
    'PATCH /messaging/conversations/:id': ({ params, body }) => {
      const thread = threadOf(params.id ?? '');
      if (!thread) return apiError(404, 'request.entity_not_found');
      Object.assign(thread.conversation, body as object);
      return present(thread);
    },
    'GET /messaging/conversations/:id/messages': historyHandler(threadOf, messageOf, pageSize),
    'POST /messaging/conversations/:id/messages': ({ params, body }) => {
      const thread = threadOf(params.id ?? '');
      if (!thread) return apiError(404, 'request.entity_not_found');
      if (!thread.conversation.canWrite) return apiError(403, 'account.user_blocked');
      const input = body as { text?: string; attachmentIds?: string[] };
      const files = (input.attachmentIds ?? []).map((id) => pending.get(id));
      if (files.some((file) => !file)) return apiError(422, 'validation.invalid', 'attachmentIds');
      return add(thread, input.text ?? '', files as MessageAttachment[]);
    },
    ...attachmentHandlers(threadOf, pending, nextId),
    'POST /messaging/conversations/:id/read': ({ params, body }) => {
      const thread = threadOf(params.id ?? '');
      if (!thread) return apiError(404, 'request.entity_not_found');
      thread.lastReadId = (body as { upTo: string }).upTo;
      return { unread: unreadOf(thread) };
    },
    'DELETE /messaging/messages/:id': ({ params }) => {
      for (const thread of threads) {
        const message = thread.messages.find((m) => m.id === params.id);
        if (!message) continue;
        if (!message.mine) return apiError(403, 'messaging.not_own_message');
        message.deleted = true;
        return { deleted: true };
      }
      return apiError(404, 'request.entity_not_found');
    },
    'GET /messaging/senders': () => ({ senders }),
  });
  return { ...api, threads, pending };
}

/** The upload and take-back of chat attachments, kept in `pending` until a message takes them. */
function attachmentHandlers(
  threadOf: (id: string) => Thread | undefined,
  pending: Map<string, MessageAttachment>,
  nextId: (prefix: string) => string,
): Record<string, ApiHandler> {
  return {
    'POST /messaging/conversations/:id/attachments': ({ params, body }) => {
      const thread = threadOf(params.id ?? '');
      if (!thread) return apiError(404, 'request.entity_not_found');
      if (!thread.conversation.canAttach) {
        return apiError(403, 'messaging.attachments_contacts_only', 'file');
      }
      const file = (body as { file?: { fileName: string; type: string; size: number } }).file;
      const kind = file?.type === 'application/pdf' ? 'pdf' : 'image';
      const uploaded = attachment({
        id: nextId('att'),
        kind,
        name: file?.fileName ?? 'upload',
        sizeBytes: file?.size ?? 0,
      });
      pending.set(uploaded.id, uploaded);
      return { attachment: uploaded };
    },
    'DELETE /messaging/attachments/:id': ({ params }) =>
      pending.delete(params.id ?? '')
        ? { deleted: true }
        : apiError(404, 'request.entity_not_found'),
  };
}

/** The history newest first in pages of `pageSize` by cursor, and the catch-up by `after`. */
function historyHandler(
  threadOf: (id: string) => Thread | undefined,
  messageOf: (thread: Thread, message: Thread['messages'][number]) => Message,
  pageSize: number,
) {
  const handler: ApiHandler = ({ params, query }) => {
    const thread = threadOf(params.id ?? '');
    if (!thread) return apiError(404, 'request.entity_not_found');
    const newestFirst = [...thread.messages].reverse();
    const after = query.get('after');
    if (after) {
      // The catch-up: what came after that message, newest first, at most a page.
      const missed = newestFirst.slice(
        0,
        newestFirst.findIndex((m) => m.id === after),
      );
      return {
        items: missed.slice(0, pageSize).map((m) => messageOf(thread, m)),
        nextCursor: missed.length > pageSize ? String(pageSize) : null,
        lastReadId: thread.lastReadId,
      };
    }
    const start = Number(query.get('before') ?? 0);
    return {
      items: newestFirst.slice(start, start + pageSize).map((m) => messageOf(thread, m)),
      nextCursor: start + pageSize < newestFirst.length ? String(start + pageSize) : null,
      lastReadId: thread.lastReadId,
    };
  };
  return handler;
}
