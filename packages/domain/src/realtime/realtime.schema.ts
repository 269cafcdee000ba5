import { z } from 'zod/mini';
import { MessageSchema } from '../messaging/messaging.schema.ts';
import { ID_PATTERN } from '../routing/route-params.ts';

export * from './realtime-credential.schema.ts';

/**
 * The realtime protocol of `/api/ws` (issue 15, decisions §51): JSON text frames, one event each.
 * Events are hints to refresh plus the few payloads a screen shows at once (a new message); a
 * client that missed any (offline, reconnecting) catches up over HTTP by cursor, so no event is
 * ever the only copy of anything.
 */

/** The socket's path; the ticket goes in `?ticket=` (never the session token). */
export const REALTIME_PATH = '/api/ws';
/** A client pings this often; the server closes a socket silent for three times as long. */
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** A client sends `typing` at most this often per conversation; receivers show it this long. */
export const TYPING_THROTTLE_MS = 3_000;
export const TYPING_SHOWN_MS = 6_000;
/** WebSocket close codes of our own (4000–4999): the client must not retry with the same auth. */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401;

const IdSchema = z.string().check(z.regex(ID_PATTERN));

/** Client → server frames. */
export const RealtimeClientFrameSchema = z.discriminatedUnion('type', [
  /** Authenticates a socket opened without a ticket: the first frame, within 10 seconds. */
  z.object({ type: z.literal('auth'), token: z.string().check(z.maxLength(200)) }),
  z.object({ type: z.literal('ping') }),
  /** The viewer is typing in the conversation (sent at most every TYPING_THROTTLE_MS). */
  z.object({ type: z.literal('typing'), conversationId: IdSchema }),
]);
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrameSchema>;

/** Server → client frames. */
export const RealtimeServerFrameSchema = z.discriminatedUnion('type', [
  /** The socket is authenticated and subscribed. */
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** A message arrived in, or was sent from another device into, one of the viewer's conversations. */
  z.object({ type: z.literal('message.new'), message: MessageSchema }),
  z.object({
    type: z.literal('message.deleted'),
    conversationId: z.string(),
    messageId: z.string(),
  }),
  /** The partner's side read the conversation up to `upTo` (a read receipt). */
  z.object({ type: z.literal('conversation.read'), conversationId: z.string(), upTo: z.string() }),
  /** The partner's side is typing. */
  z.object({ type: z.literal('typing'), conversationId: z.string() }),
  /** The viewer has new notifications: refresh the bell and its list. */
  z.object({ type: z.literal('notifications.changed') }),
  /** These navigation counters (`POST /api/resource/counter` names) changed: ask for them again. */
  z.object({ type: z.literal('counters.changed'), counters: z.array(z.string()) }),
  /** The contact relations of the viewer changed (a request, a confirmation, a block). */
  z.object({ type: z.literal('contacts.changed') }),
  /** The server refuses the frame (bad JSON, unknown type, not a party of the conversation). */
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrameSchema>;
