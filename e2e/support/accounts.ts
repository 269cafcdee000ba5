import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { activationCode, waitForMail } from './mailbox.ts';

/** The password of every account the journeys register. */
export const JOURNEY_PASSWORD = 'Backbeat-2026x';

let registrations = Math.floor(Math.random() * 50_000);
/**
 * A distinct address (198.19.0.0/16, beside the browser contexts' 198.18.0.0/16) for each account
 * a journey registers: separate people sign up from separate places, so the per-address sign-up
 * limit (5 in 30 minutes) does not trip across the journeys of one run.
 */
function nextRegistrantAddress(): string {
  registrations += 1;
  return `198.19.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`;
}

/**
 * A JSON call to the app's API (with a bearer token when given), as a client of its own; as one
 * of the user's pages when `actingPageId` is given (the `x-object-user` header of spec section 7).
 */
export async function apiCall(
  path: string,
  body: object | null,
  token?: string,
  clientAddress = '10.9.8.40',
  actingPageId?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(actingPageId ? { 'x-object-user': actingPageId } : {}),
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
  const client = nextRegistrantAddress();
  const registered = await apiCall(
    '/api/account',
    {
      email,
      password: JOURNEY_PASSWORD,
      passwordRepeat: JOURNEY_PASSWORD,
      name,
      accountType: 'musician',
      acceptTerms: true,
      locale: 'de',
    },
    undefined,
    client,
  );
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const code = activationCode(await waitForMail(email));
  expect((await apiCall('/api/account/activate', { email, code }, undefined, client)).status).toBe(
    200,
  );
  const signedIn = await apiCall(
    '/api/token',
    { email, password: JOURNEY_PASSWORD },
    undefined,
    client,
  );
  return { email, token: String(signedIn.json['token']) };
}
