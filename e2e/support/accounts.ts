import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { activationCode, waitForMail } from './mailbox.ts';

/** The password of every account the journeys register. */
export const JOURNEY_PASSWORD = 'Backbeat-2026x';

/** A JSON call to the app's API (with a bearer token when given), as a client of its own. */
export async function apiCall(
  path: string,
  body: object | null,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.8.40',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * A fresh, activated musician registered through the public API (the activation code read from
 * the mail), and a session token of theirs. `tag` keeps the addresses of one run apart.
 */
export async function registerMusician(
  name: string,
  tag: string,
): Promise<{ email: string; token: string }> {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${tag}@backline.test`;
  const registered = await apiCall('/api/account', {
    email,
    password: JOURNEY_PASSWORD,
    passwordRepeat: JOURNEY_PASSWORD,
    name,
    accountType: 'musician',
    acceptTerms: true,
    locale: 'de',
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  expect((await apiCall('/api/account/activate', { email, code })).status).toBe(200);
  const signedIn = await apiCall('/api/token', { email, password: JOURNEY_PASSWORD });
  return { email, token: String(signedIn.json['token']) };
}
