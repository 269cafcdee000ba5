/** The demo site admin as a script drives it through the API (two-factor sign-in included). */
import { createHmac } from 'node:crypto';
import { apiCall } from './accounts.ts';

const ADMIN_EMAIL = 'admin@backline.test';
/** Every demo account's password. */
export const DEMO_PASSWORD = 'Demo-Passw0rd1';
/** The demo admin's published TOTP secret (seed): site admins must have two-factor sign-in. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN_CLIENT = '10.7.7.8';
/** The demo admin as `signInWithTotp` (moderators.ts) signs them in through the login screen. */
export const DEMO_ADMIN = { email: ADMIN_EMAIL, secret: ADMIN_TOTP_SECRET };

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
export function totp(secretBase32: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/**
 * The codes to try, in order: this 30-second step's, then the next step's. The server accepts a
 * code within one step of now, each step once per account: when another journey running at the
 * same time used this step's code, the next step's still signs in, at once.
 */
export function totpCodes(secretBase32: string, nowMs = Date.now()): string[] {
  return [totp(secretBase32, nowMs), totp(secretBase32, nowMs + 30_000)];
}

/** Waits for the next 30-second step (both codes of this one were used). */
export function nextTotpStep(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
}

let cachedAdminToken: Promise<string> | null = null;

/** A session token of the demo admin, signed in once per test file. */
export function adminToken(): Promise<string> {
  cachedAdminToken ??= signInAdminByApi();
  return cachedAdminToken;
}

async function signInAdminByApi(): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    for (const otp of totpCodes(ADMIN_TOTP_SECRET)) {
      const signedIn = await apiCall(
        '/api/token',
        { email: ADMIN_EMAIL, password: DEMO_PASSWORD, otp },
        undefined,
        ADMIN_CLIENT,
      );
      if (signedIn.status === 200) return String(signedIn.json['token']);
    }
    await nextTotpStep();
  }
  throw new Error('The demo admin could not sign in with the second factor.');
}

/** The admin bans the user from posting until `until` (a community ban, spec section 4). */
export async function communityBan(userId: string, until: Date, reason: string): Promise<void> {
  const banned = await apiCall(
    `/api/admin/users/${userId}/community-ban`,
    { until: until.toISOString(), reason },
    await adminToken(),
    ADMIN_CLIENT,
  );
  if (banned.status !== 200) throw new Error(`Community ban refused: ${JSON.stringify(banned)}`);
}
