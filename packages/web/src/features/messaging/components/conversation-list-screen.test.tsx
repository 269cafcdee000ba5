import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConversationListScreen } from './conversation-list-screen.tsx';
import {
  attachment,
  conversation,
  mockMessagingApi,
  party,
  type Thread,
} from './messaging-test-api.ts';

const LENA = party({ id: 'lena00001', name: 'Lena Hoffmann' });
const BAND = party({
  id: 'band00001',
  kind: 'page',
  name: 'Die Rostigen',
  resource: '/die-rostigen',
});
const OLE = party({ id: 'ole000001', name: 'Ole Krause' });
const MY_PAGE = party({ id: 'mypage001', kind: 'page', name: 'Mias Band', resource: '/mias-band' });

const THREADS: Thread[] = [
  {
    conversation: conversation({
      id: 'cnv0lena1',
      partner: LENA,
      context: { kind: 'booking', id: 'gig000001', title: 'Stadtfest Köln', resource: '/b/1' },
    }),
    messages: [
      { id: 'm00000001', mine: true, text: 'Hallo Lena', sentAt: '2026-11-20T10:00:00.000Z' },
      { id: 'm00000002', mine: false, text: 'Hi!\nKlar', sentAt: '2026-11-20T11:00:00.000Z' },
      { id: 'm00000003', mine: false, text: 'Wann?', sentAt: '2026-11-20T12:00:00.000Z' },
    ],
    lastReadId: 'm00000001',
  },
  {
    conversation: conversation({ id: 'cnv0band1', partner: BAND, me: MY_PAGE }),
    messages: [
      {
        id: 'm00000004',
        mine: true,
        text: null,
        deleted: true,
        sentAt: '2026-11-19T10:00:00.000Z',
      },
    ],
    lastReadId: 'm00000004',
  },
  {
    conversation: conversation({ id: 'cnv0ole01', partner: OLE, archived: true }),
    messages: [
      { id: 'm00000005', mine: false, text: 'Alles klar', sentAt: '2026-10-01T10:00:00.000Z' },
    ],
    lastReadId: 'm00000005',
  },
];

const render = (route = '/messaging') => renderWithProviders(<ConversationListScreen />, { route });
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('ConversationListScreen', () => {
  it('lists the conversations: partner, context, last message, unread badge, the page I write as', async () => {
    mockMessagingApi(THREADS);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
    const lena = await screen.findByRole('link', { name: 'Lena Hoffmann' });
    expect(lena).toHaveAttribute('href', '/directmessaging?id=cnv0lena1');
    const card = cardOf('Lena Hoffmann');
    expect(within(card).getByText('Stadtfest Köln')).toBeVisible();
    expect(within(card).getByText('Wann?')).toBeVisible();
    expect(within(card).getByText('2 ungelesen')).toBeVisible();
    const band = cardOf('Die Rostigen');
    expect(within(band).getByText('als Mias Band')).toBeVisible();
    expect(within(band).getByText('Nachricht gelöscht')).toBeVisible();
    expect(within(band).queryByText(/ungelesen/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ole Krause' })).toBeNull();
  });

  it('searches while typing, replacing the history entry', async () => {
    const api = mockMessagingApi(THREADS);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    await user.type(screen.getByRole('searchbox', { name: 'In Nachrichten suchen' }), 'rost');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lena Hoffmann' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Die Rostigen' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=rost');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls('GET /messaging/conversations').at(-1)?.query.get('q')).toBe('rost');
  });

  it('shows the archive behind its switch', async () => {
    const api = mockMessagingApi(THREADS);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    await user.click(screen.getByRole('switch', { name: 'Archiv' }));
    expect(await screen.findByRole('link', { name: 'Ole Krause' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Lena Hoffmann' })).toBeNull();
    expect(router.state.location.search).toBe('?archived=1');
    expect(api.calls('GET /messaging/conversations').at(-1)?.query.get('archived')).toBe('1');
  });

  it('explains how a conversation starts when there is none', async () => {
    mockMessagingApi([]);
    render();
    expect(await screen.findByRole('heading', { name: 'Noch keine Nachrichten' })).toBeVisible();
    expect(screen.getByText(/auf einem Profil, einer Seite oder einem Angebot/)).toBeVisible();
  });

  it('says when the search finds nothing', async () => {
    mockMessagingApi(THREADS);
    render('/messaging?q=zzz');
    expect(await screen.findByRole('heading', { name: 'Nichts gefunden für „zzz“' })).toBeVisible();
  });

  it('loads more by cursor', async () => {
    const many: Thread[] = Array.from({ length: 4 }, (_, index) => ({
      conversation: conversation({
        id: `cnvmany0${index}`,
        partner: party({ id: `person0${index}`, name: `Person ${index + 1}` }),
      }),
      messages: [
        {
          id: `mmany000${index}`,
          mine: false,
          text: 'Hi',
          sentAt: `2026-11-0${9 - index}T10:00:00Z`,
        },
      ],
      lastReadId: `mmany000${index}`,
    }));
    mockMessagingApi(many, { listPageSize: 3 });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('link', { name: 'Person 3' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Person 4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('link', { name: 'Person 4' })).toBeVisible();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockMessagingApi(THREADS);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    expect(within(cardOf('Lena Hoffmann')).getByText('2 unread')).toBeVisible();
    expect(within(cardOf('Die Rostigen')).getByText('as Mias Band')).toBeVisible();
  });
});

describe('ConversationListScreen: files', () => {
  it('shows “Anhang” for a last message of files only', async () => {
    mockMessagingApi([
      {
        conversation: conversation({ id: 'cnv0lena1', partner: LENA }),
        messages: [
          {
            id: 'm00000001',
            mine: true,
            text: '',
            sentAt: '2026-11-20T10:00:00.000Z',
            attachments: [attachment({ id: 'att000001', kind: 'pdf' })],
          },
        ],
        lastReadId: 'm00000001',
      },
    ]);
    render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    expect(cardOf('Lena Hoffmann')).toHaveTextContent('Du: Anhang');
  });
});
