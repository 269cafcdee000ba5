import type { Page, PageListItem, PageUserRef } from '@backline/domain';

/** Builders of what the pages API answers (tests override what they need). */
export const userRef = (id: string, name: string): PageUserRef => ({
  id,
  status: 'visible',
  name,
  resource: `/user/${id}`,
  picture: null,
});

/** A person the viewer sees only as a former member. */
export const formerRef = (id: string): PageUserRef => ({
  id,
  status: 'former',
  name: '',
  resource: null,
  picture: null,
});

/** A private profile the viewer may not open: nothing of it, not even the id. */
export const privateRef = (): PageUserRef => ({
  id: '',
  status: 'private',
  name: '',
  resource: null,
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
    invitedAs: null,
    joinRequested: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A page as the dashboard's lists answer it (`GET /api/user/following`, `/api/user/pages`). */
export function makePageListItem(overrides: Partial<PageListItem> = {}): PageListItem {
  return {
    id: 'page123456',
    type: 'organization',
    kind: 'artist',
    name: 'Die Band',
    resource: '/die-band',
    urlname: 'die-band',
    status: 'active',
    picture: null,
    city: { id: 1, name: 'Köln', country: 'DE' },
    genres: ['rock', 'punk'],
    followers: 3,
    ...overrides,
  };
}
