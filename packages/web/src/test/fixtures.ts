import { effectivePreferences, type Me } from '@backline/domain';

/** A JSON answer as the server sends it (for `fetch` fakes). */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A signed-in musician as `GET /api/user/me` presents her; tests override what they need. */
export function createMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1abcde',
    name: 'Mia Muster',
    resource: 'user/mia-muster-u1abcde',
    type: 'musician',
    role: 'user',
    picture: null,
    pages: [],
    pageTypes: { artist: false, organization: false },
    email: 'mia@backline.test',
    phone: null,
    locale: 'de',
    notifications: [],
    profiles: [],
    twoFactor: { enabled: false, required: false },
    bans: { communityBanUntil: null },
    pending: { email: null, phone: null, passwordReset: null },
    preferences: effectivePreferences({}),
    ...overrides,
  };
}
