import { createHmac, timingSafeEqual } from 'node:crypto';
import { REALTIME_TICKET_TTL_SECONDS, type RealtimeCredential } from '@backline/domain';

/**
 * The realtime socket's ticket: `v1.{sessionId}.{expiresAtMs}.{mac}`, the mac an HMAC-SHA256 of
 * the rest with the server secret (config `realtime.secret`). Stateless: any server with the
 * secret verifies it; the session it names is then checked against the sessions table, so a
 * signed-out session cannot connect even with a fresh ticket. Not single-use; it expires after
 * REALTIME_TICKET_TTL_SECONDS. The session token itself never goes into a URL.
 */
const VERSION = 'v1';
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const macOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export type RealtimeTickets = {
  issue(sessionId: string): RealtimeCredential;
  /** The session id of a well-formed, authentic, unexpired ticket; null otherwise. */
  verify(ticket: string): string | null;
};

export function createRealtimeTickets(secret: string, nowMs: () => number): RealtimeTickets {
  return {
    issue(sessionId) {
      const expiresAt = nowMs() + REALTIME_TICKET_TTL_SECONDS * 1000;
      const body = `${VERSION}.${sessionId}.${expiresAt}`;
      return {
        ticket: `${body}.${macOf(secret, body)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
    verify(ticket) {
      if (ticket.length > 200) return null;
      const parts = ticket.split('.');
      if (parts.length !== 4) return null;
      const [version, sessionId, expires, mac] = parts as [string, string, string, string];
      if (version !== VERSION || !SESSION_ID.test(sessionId) || !/^\d{1,15}$/.test(expires)) {
        return null;
      }
      const expected = Buffer.from(macOf(secret, `${version}.${sessionId}.${expires}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) > nowMs() ? sessionId : null;
    },
  };
}
