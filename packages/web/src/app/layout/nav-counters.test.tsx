import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS_REFRESH_MS } from '../../lib/nav-counters.ts';
import { clearToken, setToken } from '../../lib/session-storage.ts';
import { mockApi, mockRealtime } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RealtimeProvider } from '../realtime-provider.tsx';
import { TopBar } from './top-bar.tsx';

afterEach(() => clearToken());

/** `/user/me` of a server with the realtime socket. */
const ME = {
  user: createMe({ name: 'Mia Muster' }),
  clientVersion: '1',
  realtime: { ticket: 'ticket-1', expiresAt: '2099-01-01T00:00:00.000Z' },
};

type Counts = { notifications: number; 'unread-messages': number; 'contact-requests': number };

/** Signed in; the counter endpoint answers `counts` one after another (the last repeats). */
function mockCounters(counts: Counts[], { signedIn = true } = {}) {
  if (signedIn) setToken('session-token');
  let index = 0;
  const api = mockApi({
    'GET /user/me': ME,
    'POST /resource/counter': () => {
      const answer = counts[Math.min(index, counts.length - 1)]!;
      index += 1;
      return { counters: answer };
    },
    'GET /oauth/providers': { providers: [] },
  });
  return { bodies: () => api.calls('POST /resource/counter').map((call) => call.body) };
}

const renderBar = () =>
  renderWithProviders(
    <RealtimeProvider>
      <TopBar />
    </RealtimeProvider>,
    { route: '/home' },
  );

const FIRST = { notifications: 2, 'unread-messages': 3, 'contact-requests': 1 };

describe('the navigation counters', () => {
  it('shows unread messages, contact requests and notifications from one request', async () => {
    const counters = mockCounters([FIRST]);
    // No `ready`: its catch-up asks the counters again whenever it comes (the third test).
    mockRealtime({ ready: false });
    const user = userEvent.setup();
    renderBar();
    expect(
      await screen.findByRole('link', { name: 'Nachrichten (3 ungelesene Nachrichten)' }),
    ).toHaveAttribute('href', '/messaging');
    expect(
      // Below `md` only (jsdom is wider).
      screen.getByLabelText('Menü öffnen (3 ungelesene Nachrichten)'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Benachrichtigungen, 2 ungelesen' }),
    ).toBeInTheDocument();
    const account = screen.getByRole('button', {
      name: 'Mia Muster (Kontomenü) (1 offene Kontaktanfrage)',
    });
    expect(counters.bodies()).toEqual([
      { counter: 'notifications,unread-messages,contact-requests' },
    ]);

    await user.click(account);
    expect(
      await screen.findByRole('menuitem', { name: 'Kontakte (1 offene Kontaktanfrage)' }),
    ).toHaveAttribute('href', '/user/contacts');
  });

  it('has no badges at zero', async () => {
    mockCounters([{ notifications: 0, 'unread-messages': 0, 'contact-requests': 0 }]);
    mockRealtime();
    renderBar();
    expect(await screen.findByRole('button', { name: 'Mia Muster (Kontomenü)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nachrichten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Menü öffnen')).toBeInTheDocument();
  });

  it('follows counters.changed over the socket and does not poll while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let now: Counts = FIRST;
    setToken('session-token');
    const api = mockApi({
      'GET /user/me': ME,
      'POST /resource/counter': () => ({ counters: now }),
    });
    const asked = () => api.calls('POST /resource/counter').length;
    const socket = mockRealtime();
    renderBar();
    await screen.findByRole('link', { name: 'Nachrichten (3 ungelesene Nachrichten)' });
    await waitFor(() => expect(socket.connections()).toHaveLength(1));
    // Whatever `ready`'s catch-up asked has been answered.
    await act(() => vi.advanceTimersByTimeAsync(200));

    now = { notifications: 2, 'unread-messages': 5, 'contact-requests': 0 };
    const before = asked();
    act(() => socket.latest().send({ type: 'counters.changed', counters: ['unread-messages'] }));
    expect(
      await screen.findByRole('link', { name: 'Nachrichten (5 ungelesene Nachrichten)' }),
    ).toBeInTheDocument();
    expect(asked()).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Mia Muster (Kontomenü)' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COUNTERS_REFRESH_MS * 2));
    expect(asked()).toBe(before + 1);
  });

  it('polls every minute while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counters = mockCounters([
      FIRST,
      { notifications: 2, 'unread-messages': 4, 'contact-requests': 1 },
    ]);
    mockRealtime({ ready: false });
    renderBar();
    await screen.findByRole('link', { name: 'Nachrichten (3 ungelesene Nachrichten)' });
    expect(counters.bodies()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(COUNTERS_REFRESH_MS));
    expect(
      await screen.findByRole('link', { name: 'Nachrichten (4 ungelesene Nachrichten)' }),
    ).toBeInTheDocument();
    expect(counters.bodies()).toHaveLength(2);
  });

  it('asks for no counters for a visitor', async () => {
    const counters = mockCounters([FIRST], { signedIn: false });
    renderBar();
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nachrichten' })).toBeInTheDocument();
    expect(counters.bodies()).toHaveLength(0);
  });
});
