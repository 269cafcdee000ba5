import type { Page } from '@backline/domain';
import { vi } from 'vitest';

// jsdom has no modal `<dialog>`: open and close it by the attribute, as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Test helper: answers `fetch` calls by "METHOD /api/path" and records them (network level). */
export type FakeCall = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
};
type Handler = (call: FakeCall) => Response | { status: number; body: unknown } | unknown;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json(404, { code: 'request.entity_not_found', message: 'not found' });
    const answer = handler(call);
    if (answer instanceof Response) return answer;
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) {
      return json(answer.status as number, answer.body);
    }
    return json(200, answer);
  });
  return { calls, spy };
}

export const userRef = (id: string, name: string) => ({
  id,
  name,
  resource: `/user/${id}`,
  picture: null,
});

export function makePage(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page123456',
    type: 'organization',
    kind: 'artist',
    resource: '/die-band',
    name: 'Die Band',
    url: null,
    urlname: 'die-band',
    artistForm: 'band',
    organizationType: null,
    status: 'active',
    city: { id: 1, name: 'Köln', country: 'DE' },
    description: 'Wir spielen laut.',
    genres: ['rock', 'punk'],
    links: [],
    picture: null,
    cover: null,
    owner: userRef('owner12345', 'Olga Owner'),
    admins: [userRef('admin12345', 'Ada Admin')],
    members: [userRef('member1234', 'Max Member')],
    team: [],
    followers: 3,
    myRole: null,
    isOwner: false,
    isPageAdmin: false,
    isPageMember: false,
    isFollowing: false,
    ownershipRequested: false,
    isBlocked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const meResponse = (overrides: { id?: string; name?: string } = {}) => ({
  user: {
    id: overrides.id ?? 'u1a2b3c4d5',
    name: overrides.name ?? 'Mia Muster',
    resource: 'user',
    type: 'musician',
    role: 'user',
    picture: null,
    pages: [],
    pageTypes: { artist: true, organization: false },
    email: 'mia@backline.test',
    phone: null,
    locale: 'de',
    notifications: [],
    profiles: [],
    bans: { communityBanUntil: null },
    pending: { email: null, phone: null, passwordReset: null },
    preferences: {
      colorMode: 'auto',
      notificationMails: {
        messages: true,
        contactRequests: true,
        booking: true,
        comments: true,
        newsletter: false,
      },
    },
    twoFactor: { enabled: false, required: false },
  },
  clientVersion: '1.5.6',
});
