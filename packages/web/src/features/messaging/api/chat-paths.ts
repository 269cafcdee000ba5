import type { ContextRef, PartyRef } from '@backline/domain';

/** The address of a new conversation with a party, about a context, as a page. */
export function newConversationPath(to: PartyRef, context?: ContextRef, as?: PartyRef): string {
  const params = new URLSearchParams({ to: `${to.kind}:${to.id}` });
  if (context) params.set('context', `${context.kind}:${context.id}`);
  if (as) params.set('as', `${as.kind}:${as.id}`);
  return `/directmessaging?${params.toString()}`;
}

export const conversationPath = (id: string) => `/directmessaging?id=${encodeURIComponent(id)}`;
