import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPING_SHOWN_MS } from '@backline/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACTS_KEY } from '../features/contacts/api/contacts-api.ts';
import {
  CHAT_REFRESH_MS,
  historyQuery,
  LIST_REFRESH_MS,
} from '../features/messaging/api/messaging-api.ts';
import { ChatScreen } from '../features/messaging/components/chat-screen.tsx';
import { ConversationListScreen } from '../features/messaging/components/conversation-list-screen.tsx';
import {
  conversation,
  mockMessagingApi,
  party,
  type Thread,
} from '../features/messaging/components/messaging-test-api.ts';
import { NOTIFICATIONS_LIST_KEY } from '../features/notifications/api/notifications-api.ts';
import { useRealtimeStatus } from '../lib/realtime/realtime-context.ts';
import { clearToken, setToken } from '../lib/session-storage.ts';
import { mockApi, mockRealtime } from '../test/api.ts';
import { createMe } from '../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../test/render.tsx';
import { RealtimeProvider } from './realtime-provider.tsx';

afterEach(() => clearToken());

const LENA = party({ id: 'lena00001', name: 'Lena Hoffmann' });
const CONVERSATION = 'cnv0lena1';

const thread = (): Thread => ({
  conversation: conversation({ id: CONVERSATION, partner: LENA }),
  messages: [
    { id: 'm00000001', mine: false, text: 'Hallo', sentAt: '2026-11-20T10:00:00.000Z' },
    { id: 'm00000002', mine: true, text: 'Hi Lena', sentAt: '2026-11-20T10:01:00.000Z' },
    { id: 'm00000003', mine: true, text: 'Bis morgen', sentAt: '2026-11-20T10:02:00.000Z' },
  ],
  lastReadId: 'm00000003',
});

const partnerMessage = (id: string, text: string) => ({
  id,
  conversationId: CONVERSATION,
  mine: false,
  text,
  deleted: false,
  sentAt: '2026-11-20T11:00:00.000Z',
  attachments: [],
});

/** Signed in; `/user/me` hands out a new ticket each time it is asked. */
function signedIn() {
  setToken('session-token');
  let tickets = 0;
  return mockApi({
    'GET /user/me': () => {
      tickets += 1;
      return {
        user: createMe(),
        clientVersion: '1',
        realtime: {
          ticket: `ticket-${tickets}`,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        },
      };
    },
  });
}

function Status() {
  return <p data-testid="realtime-status">{useRealtimeStatus()}</p>;
}

const renderLive = (
  ui: ReactNode,
  route = `/directmessaging?id=${CONVERSATION}`,
  queryClient = createTestQueryClient(),
) =>
  renderWithProviders(
    <RealtimeProvider>
      <Status />
      {ui}
    </RealtimeProvider>,
    { route, queryClient },
  );

const statusIs = (status: string) =>
  waitFor(() => expect(screen.getByTestId('realtime-status')).toHaveTextContent(status));

const texts = () =>
  screen.getAllByTestId('message').map((node) => node.querySelector('p')?.textContent);

const historyCalls = (api: ReturnType<typeof mockMessagingApi>) =>
  api.calls('GET /messaging/conversations/:id/messages');

describe('the realtime socket of a signed-in tab', () => {
  it('opens with the ticket from /user/me and closes on sign-out', async () => {
    signedIn();
    const socket = mockRealtime();
    renderLive(null);
    await statusIs('open');
    expect(socket.latest().url.searchParams.get('ticket')).toBe('ticket-1');
    act(() => clearToken());
    await statusIs('closed');
    await waitFor(() => expect(socket.latest().closed).toBe(true));
  });

  it('opens no socket when the server offers no ticket (a server without it)', async () => {
    setToken('session-token');
    mockApi({ 'GET /user/me': { user: createMe(), clientVersion: '1' } });
    const socket = mockRealtime();
    renderLive(null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connections()).toHaveLength(0);
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('closed');
  });

  it('opens no socket for a visitor', async () => {
    const socket = mockRealtime();
    renderLive(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.connections()).toHaveLength(0);
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('closed');
  });
});

describe('realtime events in the caches', () => {
  it('puts a new message into the open chat once, without asking for the history again', async () => {
    signedIn();
    const api = mockMessagingApi([thread()]);
    const socket = mockRealtime();
    const { queryClient } = renderLive(
      <>
        <ConversationListScreen />
        <ChatScreen />
      </>,
    );
    await screen.findByText('Bis morgen');
    await statusIs('open');
    // The catch-up of the first `ready` asks for what came after the newest message.
    await waitFor(() =>
      expect(historyCalls(api).map((call) => call.query.get('after'))).toContain('m00000003'),
    );
    const histories = historyCalls(api).length;
    const lists = api.calls('GET /messaging/conversations').length;

    const message = partnerMessage('m00000004', 'Bin da!');
    act(() => socket.latest().send({ type: 'message.new', message }));
    act(() => socket.latest().send({ type: 'message.new', message }));
    await screen.findByText('Bin da!');
    expect(texts()).toEqual(['Hallo', 'Hi Lena', 'Bis morgen', 'Bin da!']);
    const cached = queryClient.getQueryData(historyQuery(CONVERSATION).queryKey);
    expect(cached?.pages[0]?.items.map((item) => item.id)).toEqual([
      'm00000004',
      'm00000003',
      'm00000002',
      'm00000001',
    ]);
    expect(historyCalls(api)).toHaveLength(histories);
    // The list asks again (its last message and unread count changed).
    await waitFor(() =>
      expect(api.calls('GET /messaging/conversations').length).toBeGreaterThan(lists),
    );
  });

  it('shows a message deleted by the partner as deleted', async () => {
    signedIn();
    mockMessagingApi([thread()]);
    const socket = mockRealtime();
    renderLive(<ChatScreen />);
    await screen.findByText('Hallo');
    await statusIs('open');
    act(() =>
      socket.latest().send({
        type: 'message.deleted',
        conversationId: CONVERSATION,
        messageId: 'm00000001',
      }),
    );
    await waitFor(() => expect(texts()[0]).toBe('Nachricht gelöscht'));
    expect(screen.queryByText('Hallo')).toBeNull();
  });

  it('shows "Gelesen" under my last message the partner read, and typing for a while', async () => {
    signedIn();
    mockMessagingApi([thread()]);
    const socket = mockRealtime();
    renderLive(<ChatScreen />);
    await screen.findByText('Bis morgen');
    await statusIs('open');
    expect(screen.queryByTestId('seen-receipt')).toBeNull();

    act(() =>
      socket.latest().send({ type: 'conversation.read', conversationId: 'other0001', upTo: 'x' }),
    );
    act(() =>
      socket
        .latest()
        .send({ type: 'conversation.read', conversationId: CONVERSATION, upTo: 'm00000002' }),
    );
    const receipt = await screen.findByTestId('seen-receipt');
    expect(receipt).toHaveTextContent('Gelesen');
    expect(within(receipt.parentElement!).getByText('Hi Lena')).toBeInTheDocument();
    act(() =>
      socket
        .latest()
        .send({ type: 'conversation.read', conversationId: CONVERSATION, upTo: 'm00000003' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('seen-receipt').parentElement!).getByText('Bis morgen'),
      ).toBeInTheDocument(),
    );
    expect(screen.getAllByTestId('seen-receipt')).toHaveLength(1);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => socket.latest().send({ type: 'typing', conversationId: 'other0001' }));
    act(() => socket.latest().send({ type: 'typing', conversationId: CONVERSATION }));
    expect(await screen.findByText('Lena Hoffmann schreibt gerade …')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS - 500));
    expect(screen.getByText('Lena Hoffmann schreibt gerade …')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Lena Hoffmann schreibt gerade …')).toBeNull();
  });

  it('sends typing while the viewer writes, once for a burst of keys', async () => {
    signedIn();
    mockMessagingApi([thread()]);
    const socket = mockRealtime();
    const user = userEvent.setup();
    renderLive(<ChatScreen />);
    await statusIs('open');
    await user.type(await screen.findByRole('textbox', { name: 'Nachricht' }), 'Gleich da');
    expect(socket.latest().received).toEqual([{ type: 'typing', conversationId: CONVERSATION }]);
  });

  it('catches up after a reconnect: merges what came after, reloads when more was missed', async () => {
    signedIn();
    const api = mockMessagingApi([thread()], { pageSize: 2 });
    const socket = mockRealtime();
    renderLive(<ChatScreen />);
    await screen.findByText('Bis morgen');
    await statusIs('open');
    await waitFor(() => expect(historyCalls(api).length).toBeGreaterThanOrEqual(2));

    // Offline for a moment: one message came meanwhile.
    const messages = api.threads[0]!.messages;
    messages.push({ ...partnerMessage('m00000004', 'Verpasst'), deleted: false });
    const before = historyCalls(api).length;
    act(() => socket.latest().close(1011));
    await statusIs('closed');
    await statusIs('open');
    expect(socket.latest().url.searchParams.get('ticket')).toBe('ticket-2');
    await screen.findByText('Verpasst');
    const catchUp = historyCalls(api).slice(before);
    expect(catchUp.map((call) => call.query.get('after'))).toEqual(['m00000003']);
    // (Pages of two: the first message is behind "Ältere laden".)
    expect(texts()).toEqual(['Hi Lena', 'Bis morgen', 'Verpasst']);

    // Three came while away, more than one answer holds: the history loads afresh.
    for (const n of [5, 6, 7]) {
      messages.push({ ...partnerMessage(`m0000000${n}`, `Nummer ${n}`), deleted: false });
    }
    const again = historyCalls(api).length;
    act(() => socket.latest().close(1011));
    await statusIs('closed');
    await screen.findByText('Nummer 7');
    await waitFor(() => {
      const calls = historyCalls(api).slice(again);
      expect(calls[0]?.query.get('after')).toBe('m00000004');
      // The reload: the first page, neither `after` nor `before`.
      expect(calls.some((call) => call.search === '')).toBe(true);
    });
    expect(texts()).toEqual(['Nummer 6', 'Nummer 7']);
  });
  it('catches up only the history on screen; one in the cache only loads afresh when shown', async () => {
    signedIn();
    const api = mockMessagingApi([thread()]);
    mockRealtime();
    const queryClient = createTestQueryClient();
    const ghost = historyQuery('cnv0ghost').queryKey;
    queryClient.setQueryData(ghost, {
      pages: [{ items: [partnerMessage('m00000009', 'Alt')], nextCursor: null, lastReadId: null }],
      pageParams: [undefined],
    });
    renderLive(<ChatScreen />, undefined, queryClient);
    await screen.findByText('Bis morgen');
    await statusIs('open');
    await waitFor(() => expect(queryClient.getQueryState(ghost)?.isInvalidated).toBe(true));
    expect(historyCalls(api).map((call) => call.path)).not.toContain(
      '/messaging/conversations/cnv0ghost/messages',
    );
  });
});

describe('polling only while the socket is down', () => {
  it('stops polling the chat and the list while the socket is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    const api = mockMessagingApi([thread()]);
    mockRealtime();
    renderLive(
      <>
        <ConversationListScreen />
        <ChatScreen />
      </>,
    );
    await screen.findByText('Bis morgen');
    await statusIs('open');
    // Let the catch-up of `ready` settle.
    await act(() => vi.advanceTimersByTimeAsync(500));
    const histories = historyCalls(api).length;
    const lists = api.calls('GET /messaging/conversations').length;
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2));
    expect(historyCalls(api)).toHaveLength(histories);
    expect(api.calls('GET /messaging/conversations')).toHaveLength(lists);
  });

  it('polls the chat and the list while the socket is not open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    const api = mockMessagingApi([thread()]);
    mockRealtime({ ready: false });
    renderLive(
      <>
        <ConversationListScreen />
        <ChatScreen />
      </>,
    );
    await screen.findByText('Bis morgen');
    const histories = historyCalls(api).length;
    const lists = api.calls('GET /messaging/conversations').length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_REFRESH_MS));
    await waitFor(() => expect(historyCalls(api)).toHaveLength(histories + 1));
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS - CHAT_REFRESH_MS));
    await waitFor(() => expect(api.calls('GET /messaging/conversations')).toHaveLength(lists + 1));
    expect(screen.getByTestId('realtime-status')).not.toHaveTextContent('open');
  });
});

describe('hints to refresh', () => {
  it('marks notifications, contacts and counters stale on their events', async () => {
    signedIn();
    const counter = mockApi({ 'POST /resource/counter': { counters: { notifications: 1 } } });
    const socket = mockRealtime();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(NOTIFICATIONS_LIST_KEY, { pages: [], pageParams: [] });
    queryClient.setQueryData([...CONTACTS_KEY, 'list', 'confirmed', ''], {
      pages: [],
      pageParams: [],
    });
    renderWithProviders(
      <RealtimeProvider>
        <Status />
      </RealtimeProvider>,
      { queryClient },
    );
    await statusIs('open');
    // Fresh again after the catch-up of `ready`.
    await act(async () => {
      queryClient.setQueryData(NOTIFICATIONS_LIST_KEY, { pages: [], pageParams: [] });
      queryClient.setQueryData([...CONTACTS_KEY, 'list', 'confirmed', ''], {
        pages: [],
        pageParams: [],
      });
    });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    act(() => socket.latest().send({ type: 'contacts.changed' }));
    await waitFor(() => expect(invalidated([...CONTACTS_KEY, 'list', 'confirmed', ''])).toBe(true));
    expect(invalidated(NOTIFICATIONS_LIST_KEY)).toBe(false);

    act(() => socket.latest().send({ type: 'notifications.changed' }));
    await waitFor(() => expect(invalidated(NOTIFICATIONS_LIST_KEY)).toBe(true));
    expect(counter.calls('POST /resource/counter')).toHaveLength(0);
  });
});
