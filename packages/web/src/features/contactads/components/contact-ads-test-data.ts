import type { ContactAdDetail, ContactAdMatch, ContactAdSummary } from '@backline/domain';

/** A band's ad seeking a drummer, as the list answers it. */
export const summary = (overrides: Partial<ContactAdSummary> = {}): ContactAdSummary => ({
  id: 'adBand0001',
  type: 'contactad',
  resource: '/contactad/drummer-gesucht-adBand0001',
  searchType: 1,
  title: 'Schlagzeug gesucht',
  publisher: {
    kind: 'page',
    id: 'band000001',
    name: 'Die Nachtfalter',
    resource: '/die-nachtfalter',
    picture: null,
  },
  instrumentsOffered: ['e-guitar'],
  instrumentsSearched: ['drums'],
  genres: ['rock'],
  ambition: 6,
  skill: 0,
  bandType: 2,
  remote: 0,
  city: { id: 2886242, name: 'Köln', country: 'DE', region: 'DE-07' },
  distanceKm: null,
  picture: null,
  status: 'active',
  publishedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-12-31T10:00:00.000Z',
  mine: false,
  ...overrides,
});

export const detail = (overrides: Partial<ContactAdDetail> = {}): ContactAdDetail => ({
  ...summary(),
  text: 'Wir proben donnerstags in Ehrenfeld.',
  rehearsalSpace: true,
  mobile: false,
  songsAvailable: true,
  pictures: [],
  audio: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
  canManage: false,
  senderChoices: [],
  ...overrides,
});

export const match = (overrides: Partial<ContactAdMatch> = {}): ContactAdMatch => ({
  forAdId: 'adBand0001',
  score: 87,
  reasons: [
    { kind: 'instrument', instrument: 'drums' },
    { kind: 'distance', km: 12 },
    { kind: 'ambition', same: true },
  ],
  isNew: true,
  ad: summary({
    id: 'adDrum0001',
    resource: '/contactad/drummerin-sucht-band-adDrum0001',
    searchType: 3,
    title: 'Drummerin sucht Band',
    publisher: {
      kind: 'user',
      id: 'user000002',
      name: 'Mia Schlag',
      resource: '/user/mia-user000002',
      picture: null,
    },
    instrumentsOffered: ['drums'],
    instrumentsSearched: [],
  }),
  profile: null,
  ...overrides,
});
