import { z } from 'zod/mini';
import { ruleCheck } from '../errors/rule-check.ts';
import { ID_PATTERN } from '../routing/route-params.ts';

/**
 * QR sign-in: a browser that is not signed in (`/qrlogin`) shows a QR code for a challenge; a
 * signed-in user scans it on a phone (`/qrscan`), sees which browser asks and approves; the
 * waiting browser then gets a session of its own.
 *
 * Three values, three holders:
 * - `id`: the challenge's id, in every URL of the flow.
 * - `code`: 8 characters the approving phone needs besides the id. The QR code and the pasteable
 *   text carry `id` and `code` (`<id>-<code>`); the server derives the code from the stored hash
 *   of the secret, so it needs no column of its own and is never in the waiting browser's URLs.
 * - `secret`: 256 random bits only the waiting browser knows (only its hash is stored). Only it
 *   can claim the session; whoever scans or reads the code can at most approve, and approving
 *   needs a signed-in account.
 */

/** A challenge lives 2 minutes and is used once. */
export const QR_CHALLENGE_TTL_SECONDS = 120;
/** The longest a waiting browser's request is held open before it answers `pending`. */
export const QR_WAIT_MAX_SECONDS = 25;
/** Characters of the approval code (Crockford base32: no I, L, O, U). */
export const QR_CODE_LENGTH = 8;
export const QR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A QR sign-in challenge: waiting, approved by a signed-in phone, used, or lapsed. */
export const QR_CHALLENGE_STATUSES = ['pending', 'approved', 'consumed', 'expired'] as const;
export type QrChallengeStatus = (typeof QR_CHALLENGE_STATUSES)[number];

/** What the QR code holds: an address of the app, so a phone's own camera app opens `/qrscan`. */
export const QR_SCAN_PATH = '/qrscan';
export const QR_SCAN_PARAM = 'c';

/** `<id>-<code>`: the text shown under the QR code, for typing or pasting on the phone. */
export const formatQrLoginCode = (id: string, code: string): string => `${id}-${code}`;

/** The text of the QR code: `<appUrl>/qrscan?c=<id>-<code>`. */
export const qrLoginPayload = (appUrl: string, id: string, code: string): string =>
  `${appUrl.replace(/\/+$/, '')}${QR_SCAN_PATH}?${QR_SCAN_PARAM}=${formatQrLoginCode(id, code)}`;

/** Upper case, and the look-alikes Crockford base32 maps (O → 0, I and L → 1). */
export const normalizeQrCode = (code: string): string =>
  code.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

const CODE_PATTERN = new RegExp(`^[${QR_CODE_ALPHABET}]{${QR_CODE_LENGTH}}$`);

/**
 * Reads a scanned QR code or a pasted text: the app address with `?c=`, or `<id>-<code>` alone,
 * with spaces around it. Null when the text is neither.
 */
export function parseQrLoginCode(text: string): { id: string; code: string } | null {
  let value = text.trim();
  const param = /[?&]c=([^&#\s]+)/.exec(value);
  if (param?.[1]) value = decodeURIComponent(param[1]);
  const match = /^([A-Za-z0-9]{5,12})[-\s.]+([A-Za-z0-9]{4}[-\s]?[A-Za-z0-9]{4})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const code = normalizeQrCode(match[2].replace(/[-\s]/g, ''));
  return CODE_PATTERN.test(code) ? { id: match[1], code } : null;
}

/** `/qrscan`'s form: a scanned or pasted text that `parseQrLoginCode` reads. */
export const QrScanInputSchema = z.object({
  code: z.string().check(
    z.minLength(1),
    ruleCheck(
      'qr.code_unreadable',
      (text: string) => text === '' || parseQrLoginCode(text) !== null,
    ),
  ),
});

const QrIdSchema = z.string().check(z.regex(ID_PATTERN));
/** The approval code, in any case; the server normalizes it. */
const QrCodeSchema = z.string().check(z.trim(), z.minLength(QR_CODE_LENGTH), z.maxLength(16));
const QrSecretSchema = z.string().check(z.minLength(16), z.maxLength(128));

/** Path of every challenge route. */
export const QrChallengeParamsSchema = z.object({ id: QrIdSchema });

/** `POST /api/qrlogin`: a new challenge. The secret is answered once and only to this browser. */
export const QrChallengeCreatedSchema = z.object({
  id: z.string(),
  code: z.string(),
  secret: z.string(),
  expiresAt: z.string(),
});
export type QrChallengeCreated = z.infer<typeof QrChallengeCreatedSchema>;

/** `POST /api/qrlogin/{id}/wait`: the waiting browser proves it created the challenge. */
export const QrWaitInputSchema = z.object({
  secret: QrSecretSchema,
  /** Seconds to hold the request open while pending (0-25, default 25). */
  timeout: z.optional(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(QR_WAIT_MAX_SECONDS)),
  ),
});
export type QrWaitInput = z.infer<typeof QrWaitInputSchema>;

/** Either the new session's token (answered once) or the challenge's state. */
export const QrWaitResultSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ status: z.enum(['pending', 'expired']) }),
]);
export type QrWaitResult = z.infer<typeof QrWaitResultSchema>;

/** `GET /api/qrlogin/{id}/details?code=`. */
export const QrCodeQuerySchema = z.object({ code: QrCodeSchema });
/** `POST /api/qrlogin/{id}/approve` and `/reject`. */
export const QrCodeInputSchema = z.object({ code: QrCodeSchema });
export type QrCodeInput = z.infer<typeof QrCodeInputSchema>;

/** Which browser asks to be signed in, for the approval screen. */
export const QrChallengeDetailsSchema = z.object({
  id: z.string(),
  /** The browser and its version ("Chrome 131"), or null when unknown. */
  browser: z.nullable(z.string()),
  /** The operating system ("Linux"), from the user agent, else the device's platform. */
  system: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The client address the challenge was created from. */
  address: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type QrChallengeDetails = z.infer<typeof QrChallengeDetailsSchema>;

export const QrApprovedSchema = z.object({ status: z.literal('approved') });
export const QrRejectedSchema = z.object({ status: z.literal('rejected') });

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Browser ("Chrome 131") and system ("Linux") of a user agent; null parts when unknown. */
export function summarizeUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      const version = match.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
