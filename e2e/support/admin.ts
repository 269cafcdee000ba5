/** The demo site admin as a script drives it through the API (two-factor sign-in included). */
import { createHmac } from 'node:crypto';
import { apiCall } from './accounts.ts';

const ADMIN_EMAIL = 'admin@backline.test';
/** Every demo account's password. */
const ADMIN_PASSWORD = 'Demo-Passw0rd1';
/** The demo admin's published TOTP secret (seed): site admins must have two-factor sign-in. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN_CLIENT = '10.7.7.8';

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
 * A session token of the demo admin. A code is good once per 30-second step: when another
 * journey used this step's code, the next step's is sent.
 */
export async function adminToken(): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const signedIn = await apiCall(
      '/api/token',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, otp: totp(ADMIN_TOTP_SECRET) },
      undefined,
      ADMIN_CLIENT,
    );
    if (signedIn.status === 200) return String(signedIn.json['token']);
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
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
