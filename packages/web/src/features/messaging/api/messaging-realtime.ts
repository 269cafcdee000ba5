import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { MessageHistorySchema, type Message, type MessageHistory } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { historyQuery, MESSAGING_KEY } from './messaging-api.ts';

/**
 * What the realtime socket's messaging events do to the cache (app/realtime-sync.ts wires them).
 * The history's pages come newest first; a new message goes at the head of the first page, once
 * (the sender's own POST answer may have brought it already).
 */
type History = InfiniteData<MessageHistory, string | undefined>;

const historyKey = (conversationId: string) => historyQuery(conversationId).queryKey;
const listKey = [...MESSAGING_KEY, 'list'] as const;

/** Puts messages (newest first) at the head of a loaded history, leaving out those it has. */
function prepend(history: History, messages: readonly Message[]): History {
  const known = new Set(history.pages.flatMap((page) => page.items.map((item) => item.id)));
  const fresh = messages.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return history;
  const [first, ...rest] = history.pages;
  if (!first) return history;
  return { ...history, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] };
}

/** `message.new`: into the conversation's history if it is loaded; every list asks again. */
export function messageArrived(queryClient: QueryClient, message: Message): Promise<void> {
  queryClient.setQueryData<History>(historyKey(message.conversationId), (old) =>
    old ? prepend(old, [message]) : old,
  );
  return queryClient.invalidateQueries({ queryKey: listKey });
}

/** `message.deleted`: the message keeps its place as "Nachricht gelöscht". */
export function messageDeleted(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
): Promise<void> {
  queryClient.setQueryData<History>(historyKey(conversationId), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.id === messageId ? { ...item, deleted: true, text: null } : item,
            ),
          })),
        }
      : old,
  );
  return queryClient.invalidateQueries({ queryKey: listKey });
}

/**
 * After the socket (re)connected: every history on screen asks for what came after its newest
 * message (`?after=`) and takes it in; when more came than one answer holds (a non-null
 * `nextCursor`) the history loads afresh. The lists ask again.
 */
export async function catchUpMessaging(queryClient: QueryClient): Promise<void> {
  const histories = queryClient.getQueriesData<History>({
    queryKey: [...MESSAGING_KEY, 'history'],
    type: 'active',
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    // A history no chat shows loads afresh when one does (it is never fresh for long).
    queryClient.invalidateQueries({
      queryKey: [...MESSAGING_KEY, 'history'],
      type: 'inactive',
      refetchType: 'none',
    }),
    ...histories.map(async ([key, data]) => {
      const conversationId = key[2];
      const newest = data?.pages[0]?.items[0]?.id;
      if (typeof conversationId !== 'string') return;
      if (!newest) {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      let missed: MessageHistory;
      try {
        missed = await apiClient.request(
          `/messaging/conversations/${encodeURIComponent(conversationId)}/messages`,
          { query: { after: newest }, schema: MessageHistorySchema, objectUser: null },
        );
      } catch {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      if (missed.nextCursor !== null) {
        await queryClient.resetQueries({ queryKey: key, exact: true });
        return;
      }
      queryClient.setQueryData<History>(key, (old) => (old ? prepend(old, missed.items) : old));
    }),
  ]);
}
