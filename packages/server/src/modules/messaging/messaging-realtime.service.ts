import type { MessageAttachment } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { MessageRow } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { presentMessage } from './messaging.presenter.ts';
import { createMessagingContext, type MessagingDeps } from './messaging.shared.ts';

/** How long a loaded message serves the events of it (both sides' payloads, every chunk). */
const MESSAGE_MEMO_MS = 2_000;
/** How long "this user is on a side of that conversation, the partner's users are …" holds. */
const TYPING_SIDE_MS = 30_000;
const MAX_CACHED = 10_000;

/**
 * Messaging's part of the realtime socket: how a `message.new` event becomes the frame its
 * recipients get (the message is loaded once per server and event, however many sockets), and
 * the client's `typing` frame (only on a side of the conversation; sent on to the partner's
 * side through the hub, so that it reaches their sockets on any server; never stored).
 */
export function createMessagingRealtime(
  db: Database,
  deps: MessagingDeps,
  hub: Pick<RealtimeHub, 'present' | 'handle' | 'publish'>,
  /** The message's files with their signed addresses (the frame goes to the two sides only). */
  attachmentsOf: (messageIds: readonly string[]) => Promise<Map<string, MessageAttachment[]>>,
): void {
  const ctx = createMessagingContext(db, deps);
  type Loaded = { message: MessageRow; files: MessageAttachment[] } | null;
  const loading = new Map<string, Promise<Loaded>>();
  const partners = new Map<string, { users: string[] | null; until: number }>();

  const loadMessage = (id: string) => {
    let found = loading.get(id);
    if (!found) {
      found = Promise.all([ctx.repository.message(id), attachmentsOf([id])]).then(
        ([message, files]) => (message ? { message, files: files.get(id) ?? [] } : null),
      );
      loading.set(id, found);
      setTimeout(() => loading.delete(id), MESSAGE_MEMO_MS).unref();
    }
    return found;
  };

  /** The partner side's users of the conversation, or null when the user is on no side. */
  async function partnersOf(userId: string, conversationId: string) {
    const key = `${userId}:${conversationId}`;
    const cached = partners.get(key);
    if (cached && cached.until > Date.now()) return cached.users;
    const row = await ctx.sideOf(userId, conversationId).catch(() => null);
    const users = row ? (await ctx.sidesOf(row)).partner.filter((id) => id !== userId) : null;
    if (partners.size >= MAX_CACHED) partners.clear();
    partners.set(key, { users, until: Date.now() + TYPING_SIDE_MS });
    return users;
  }

  hub.present('message.new', async (data) => {
    const { messageId, mine } = data;
    if (typeof messageId !== 'string') return null;
    const loaded = await loadMessage(messageId);
    if (!loaded) return null;
    const { message, files } = loaded;
    const side = { kind: message.senderKind, id: message.senderId };
    return {
      type: 'message.new',
      message: { ...presentMessage(message, side, files), mine: !!mine },
    };
  });

  hub.handle('typing', async (userId, frame) => {
    if (frame.type !== 'typing') return false;
    const users = await partnersOf(userId, frame.conversationId);
    if (!users) return false;
    await hub.publish(db, users, {
      kind: 'typing',
      data: { conversationId: frame.conversationId },
    });
    return true;
  });
}
