import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPageSchema, type Notification, type NotificationPage } from '@backline/domain';
import { apiError, mockApi } from '../../../test/api.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { getNavCounter, NAV_COUNTERS_KEY } from '../../../lib/nav-counters.ts';

/** A cache whose navigation counters the bell has loaded (the screen keeps them current). */
function withCounters() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(NAV_COUNTERS_KEY, { notifications: 2, 'unread-messages': 4 });
  return queryClient;
}
import { NotificationsScreen } from './notifications-screen.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notice = (overrides: Partial<Notification>): Notification => ({
  id: 'notice0001',
  kind: 'booking.application_received',
  params: { offerTitle: 'Indie-Nacht', artistName: 'Die Nachtfalter' },
  path: '/booking/offer00001/applicants',
  read: false,
  createdAt: minutesAgo(5),
  ...overrides,
});

/**
 * The notifications API on the test server: keeps the notices in memory, answers pages of
 * `size` with a cursor, and changes them like the server (unread count in every answer).
 */
function mockNotificationsApi(initial: Notification[], size = 20) {
  let items = [...initial];
  const unread = () => items.filter((item) => !item.read).length;
  const api = mockApi({
    'GET /user/notifications': ({ query }) => {
      const start = Number(query.get('before')?.split('-')[0] ?? 0);
      const page: NotificationPage = {
        items: items.slice(start, start + size),
        unread: unread(),
        nextCursor: start + size < items.length ? `${start + size}-cursor0001` : null,
      };
      return NotificationPageSchema.parse(page);
    },
    'POST /user/notifications/read': () => {
      items = items.map((item) => ({ ...item, read: true }));
      return { unread: 0 };
    },
    'POST /user/notifications/:id/read': ({ params }) => {
      const target = items.find((item) => item.id === params.id);
      if (!target) return apiError(404, 'request.entity_not_found');
      target.read = true;
      return { unread: unread() };
    },
    'DELETE /user/notifications/:id': ({ params }) => {
      items = items.filter((item) => item.id !== params.id);
      return { unread: unread() };
    },
  });
  return {
    ...api,
    /** Each request as `METHOD /path?query`. */
    requests: () => api.calls().map((call) => `${call.method} ${call.path}${call.search}`),
    current: () => items,
  };
}

describe('NotificationsScreen', () => {
  it('shows each notice in German from its kind and params, unread ones marked, with a relative time', async () => {
    mockNotificationsApi([
      notice({ id: 'notice0001' }),
      notice({
        id: 'notice0002',
        kind: 'booking.application_rejected',
        params: { offerTitle: 'Sommerfest', reason: 'Das Line-up ist voll.' },
        path: '/booking/sommerfest-offer00002',
        read: true,
        createdAt: minutesAgo(60 * 24 * 30),
      }),
    ]);
    renderWithProviders(<NotificationsScreen />, { route: '/user/notifications' });
    const list = await screen.findByRole('list', { name: 'Benachrichtigungen, neueste zuerst' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Ungelesen: Die Nachtfalter hat sich auf „Indie-Nacht“ beworben.',
    );
    expect(first).toHaveTextContent('vor 5 Minuten');
    expect(second).toHaveTextContent('Deine Bewerbung für „Sommerfest“ wurde abgelehnt.');
    expect(second).toHaveTextContent('Das Line-up ist voll.');
    expect(second).not.toHaveTextContent('Ungelesen');
    expect(screen.getByRole('status')).toHaveTextContent('1 ungelesen');
  });

  it('opens the path of a clicked notice and marks it read, for the bell too', async () => {
    const api = mockNotificationsApi([notice({}), notice({ id: 'notice0002', read: false })]);
    const user = userEvent.setup();
    const { router, queryClient } = renderWithProviders(<NotificationsScreen />, {
      route: '/user/notifications',
      queryClient: withCounters(),
    });
    const [first] = await screen.findAllByRole('link', { name: /beworben/ });
    await user.click(first!);
    expect(router.state.location.pathname).toBe('/booking/offer00001/applicants');
    await vi.waitFor(() => expect(getNavCounter(queryClient, 'notifications')).toBe(1));
    // The other counters stay as they were.
    expect(getNavCounter(queryClient, 'unread-messages')).toBe(4);
    expect(api.requests()).toContain('POST /user/notifications/notice0001/read');
    expect(api.current()[0]!.read).toBe(true);
  });

  it('marks all read, deletes a notice and loads older ones', async () => {
    const many = Array.from({ length: 3 }, (_, index) =>
      notice({
        id: `notice000${index}`,
        kind: 'booking.offer_full',
        params: { offerTitle: `Gig ${index}` },
        createdAt: minutesAgo(index + 1),
      }),
    );
    const api = mockNotificationsApi(many, 2);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsScreen />, { route: '/user/notifications' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Ältere laden' }));
    expect(
      await screen.findByText('„Gig 2“ ist ausgebucht: Alle Slots sind vergeben.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ältere laden' })).toBeNull();
    expect(api.requests().filter((request) => request.startsWith('GET'))).toEqual([
      'GET /user/notifications',
      'GET /user/notifications?before=2-cursor0001',
    ]);

    await user.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByText('0 ungelesen')).toBeVisible();
    expect(screen.queryByText(/Ungelesen:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled();

    const deletes = screen.getAllByRole('button', { name: 'Benachrichtigung löschen' });
    expect(deletes[0]).toHaveAccessibleDescription(
      '„Gig 0“ ist ausgebucht: Alle Slots sind vergeben.',
    );
    await user.click(deletes[0]!);
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(api.requests()).toContain('DELETE /user/notifications/notice0000');
  });

  it('says when there are none, with the next step', async () => {
    mockNotificationsApi([]);
    renderWithProviders(<NotificationsScreen />, { route: '/user/notifications' });
    expect(await screen.findByRole('heading', { name: 'Keine Benachrichtigungen' })).toBeVisible();
    expect(screen.getByText(/^Du hast keine Benachrichtigungen/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gigs finden' })).toHaveAttribute('href', '/gigs');
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled();
  });

  it('shows a notice read at once and takes it back when the server refuses', async () => {
    let answer: (value: ReturnType<typeof apiError>) => void = () => {};
    mockApi({
      'GET /user/notifications': {
        items: [notice({ path: null })],
        unread: 1,
        nextCursor: null,
      },
      'POST /user/notifications/:id/read': () =>
        new Promise<ReturnType<typeof apiError>>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<NotificationsScreen />, {
      route: '/user/notifications',
      queryClient: withCounters(),
    });
    await user.click(await screen.findByRole('button', { name: /beworben/ }));
    // Before the server answers: read, and the bell counts none.
    expect(screen.getByRole('status')).toHaveTextContent('0 ungelesen');
    expect(screen.queryByText(/Ungelesen:/)).toBeNull();
    expect(getNavCounter(queryClient, 'notifications')).toBe(0);

    answer(apiError(500, 'server.backend_error'));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 ungelesen');
    expect(screen.getByText(/Ungelesen:/)).toBeInTheDocument();
    expect(getNavCounter(queryClient, 'notifications')).toBe(1);
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /user/notifications': () =>
        fail
          ? apiError(500, 'server.backend_error')
          : { items: [notice({})], unread: 1, nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsScreen />, { route: '/user/notifications' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: /beworben/ })).toBeVisible();
  });

  it('speaks English to an English reader, the notices included', async () => {
    mockNotificationsApi([
      notice({
        kind: 'booking.application_confirmed',
        params: { offerTitle: 'Summer Fest', date: '2026-07-04T18:00:00.000Z' },
      }),
    ]);
    await i18n.changeLanguage('en');
    renderWithProviders(<NotificationsScreen />, { route: '/user/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Unread: You are confirmed for "Summer Fest".');
    expect(item).toHaveTextContent('Jul 4, 2026');
    expect(item).toHaveTextContent('5 minutes ago');
  });
});
