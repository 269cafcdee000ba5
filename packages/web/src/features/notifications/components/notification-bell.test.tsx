import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NAV_COUNTERS_KEY } from '../../../lib/nav-counters.ts';
import { NotificationBell } from './notification-bell.tsx';

/** The counter endpoint, answering `counts` one after another (the last repeats). */
function mockCounter(counts: number[]) {
  let index = 0;
  const api = mockApi({
    'POST /resource/counter': () => {
      const count = counts[Math.min(index, counts.length - 1)]!;
      index += 1;
      return { counters: { notifications: count } };
    },
  });
  return { bodies: () => api.calls('POST /resource/counter').map((call) => call.body) };
}

describe('NotificationBell', () => {
  it('shows the unread count and leads to the notifications', async () => {
    const counter = mockCounter([3]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NotificationBell />, { route: '/home' });
    const bell = await screen.findByRole('link', { name: 'Benachrichtigungen, 3 ungelesen' });
    expect(screen.getByTestId('notification-count')).toHaveAttribute('data-count', '3');
    // One request for every counter of the navigation.
    expect(counter.bodies()).toEqual([
      { counter: 'notifications,unread-messages,contact-requests' },
    ]);
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/user/notifications');
  });

  it('has no count without unread notices and shows 99+ beyond 99', async () => {
    mockCounter([0]);
    const { queryClient } = renderWithProviders(<NotificationBell />, { route: '/home' });
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen' })).toBeVisible();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    act(() => queryClient.setQueryData(NAV_COUNTERS_KEY, { notifications: 120 }));
    expect(await screen.findByTestId('notification-count')).toHaveAttribute('data-count', '99+');
  });

  it('asks again on navigation once the count is stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const counter = mockCounter([1, 2]);
      const { router } = renderWithProviders(<NotificationBell />, { route: '/home' });
      await screen.findByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' });
      await act(() => router.navigate('/gigs'));
      // Fresh: a navigation right away does not ask.
      expect(counter.bodies()).toHaveLength(1);
      vi.setSystemTime(Date.now() + 20_000);
      await act(() => router.navigate('/booking'));
      expect(
        await screen.findByRole('link', { name: 'Benachrichtigungen, 2 ungelesen' }),
      ).toBeVisible();
      expect(counter.bodies()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
