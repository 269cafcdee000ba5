import { TYPING_SHOWN_MS, type Message } from '@backline/domain';
import { useEffect, useRef, useState } from 'react';
import {
  usePollingInterval,
  useRealtimeEvent,
  useSendTyping,
} from '../../../lib/realtime/realtime-context.ts';
import { CHAT_REFRESH_MS } from '../api/messaging-api.ts';

/**
 * My last message the partner has read, by the `conversation.read` receipts that came while the
 * chat was open (the history does not say how far the partner read).
 */
export function seenMessageId(messages: readonly Message[], upTo: string | null): string | null {
  const readIndex = upTo ? messages.findIndex((message) => message.id === upTo) : -1;
  if (readIndex < 0) return null;
  return messages.slice(0, readIndex + 1).findLast((message) => message.mine)?.id ?? null;
}

/** Whether the partner is typing: shown for `TYPING_SHOWN_MS` after their last `typing`. */
function usePartnerTyping(conversationId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useRealtimeEvent('typing', (frame) => {
    if (frame.conversationId !== conversationId) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  // Their message is what they were typing.
  useRealtimeEvent('message.new', ({ message }) => {
    if (message.conversationId !== conversationId || message.mine) return;
    clearTimeout(timer.current);
    setTyping(false);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return typing;
}

/**
 * What the realtime socket adds to an open chat: polling only while it is down (new messages
 * arrive through app/realtime-sync.ts), the partner's read receipt and typing, and `typing` sent
 * while the viewer writes.
 */
export function useChatRealtime(conversationId: string) {
  const pollEvery = usePollingInterval(CHAT_REFRESH_MS);
  const sendTyping = useSendTyping();
  const partnerTyping = usePartnerTyping(conversationId);
  const [partnerReadUpTo, setPartnerReadUpTo] = useState<string | null>(null);
  useRealtimeEvent('conversation.read', (frame) => {
    if (frame.conversationId === conversationId) setPartnerReadUpTo(frame.upTo);
  });
  return {
    pollEvery,
    partnerTyping,
    partnerReadUpTo,
    typing: () => sendTyping(conversationId),
  };
}
