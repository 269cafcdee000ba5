import { z } from 'zod/mini';

/** How long a realtime ticket from `/api/user/me` stays valid (seconds). */
export const REALTIME_TICKET_TTL_SECONDS = 60;
/** `/api/user/me`'s realtime credential: a short-lived ticket for `/api/ws?ticket=`. */
export const RealtimeCredentialSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});
export type RealtimeCredential = z.infer<typeof RealtimeCredentialSchema>;
