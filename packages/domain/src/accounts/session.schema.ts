import { z } from 'zod/mini';

/** `GET /api/user/logout`: the session is revoked at once. */
export const LoggedOutSchema = z.object({ loggedOut: z.literal(true) });
export type LoggedOut = z.infer<typeof LoggedOutSchema>;

/** `GET /api/user/ping`: acknowledged; the device state comes in the device-state header. */
export const PingSchema = z.object({ ok: z.literal(true) });
export type Ping = z.infer<typeof PingSchema>;
