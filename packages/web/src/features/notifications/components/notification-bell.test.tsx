import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UNREAD_COUNT_KEY } from '../api/unread-count.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => vi.restoreAllMocks());

/** The counter endpoint in `fetch`, answering `counts` one after another (the last repeats). */
function fakeCounter(counts: number[]) {
  const bodies: string[] = [];
  let index = 0;
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/resource/counter' || init?.method !== 'POST') {
      return jsonResponse(404, { code: 'request.entity_not_found', message: 'weg' });
    }
    bodies.push(String(init.body));
    const count = counts[Math.min(index, counts.length - 1)]!;
    index += 1;
    return jsonResponse(200, { counters: { notifications: count } });
  });
  return bodies;
}

describe('NotificationBell', () => {
  it('shows the unread count and leads to the notifications', async () => {
    const bodies = fakeCounter([3]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NotificationBell />, { route: '/home' });
    const bell = await screen.findByRole('link', { name: 'Benachrichtigungen, 3 ungelesen' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(bodies[0]).toBe('counter=notifications');
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/user/notifications');
  });

  it('has no count without unread notices and shows 99+ beyond 99', async () => {
    fakeCounter([0]);
    const { queryClient } = renderWithProviders(<NotificationBell />, { route: '/home' });
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen' })).toBeVisible();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    act(() => queryClient.setQueryData(UNREAD_COUNT_KEY, 120));
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('99+');
  });

  it('asks again on navigation once the count is stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const bodies = fakeCounter([1, 2]);
      const { router } = renderWithProviders(<NotificationBell />, { route: '/home' });
      await screen.findByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' });
      await act(() => router.navigate('/gigs'));
      // Fresh: a navigation right away does not ask.
      expect(bodies).toHaveLength(1);
      vi.setSystemTime(Date.now() + 20_000);
      await act(() => router.navigate('/booking'));
      expect(
        await screen.findByRole('link', { name: 'Benachrichtigungen, 2 ungelesen' }),
      ).toBeVisible();
      expect(bodies).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
