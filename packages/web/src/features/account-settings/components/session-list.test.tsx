import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSummary } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionList } from './session-list.tsx';

const session = (overrides: Partial<SessionSummary>): SessionSummary => ({
  id: 'session01',
  device: 'Firefox 133 · Linux',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-23T14:05:00.000Z',
  current: false,
  ...overrides,
});

/** The sessions endpoints, keeping the devices in memory like the server. */
function mockSessionsApi(initial: SessionSummary[]) {
  let sessions = [...initial];
  return mockApi({
    'GET /user/sessions': () => ({ sessions }),
    'DELETE /user/sessions/:id': ({ params }) => {
      sessions = sessions.filter((item) => item.id !== params.id);
      return { ended: 1 };
    },
    'POST /user/sessions/end-others': () => {
      const ended = sessions.filter((item) => !item.current).length;
      sessions = sessions.filter((item) => item.current);
      return { ended };
    },
  });
}

describe('SessionList', () => {
  it('marks this device, signs out another one, then all others with their number', async () => {
    const api = mockSessionsApi([
      session({ id: 'current01', device: 'Chrome 131 · Windows', current: true }),
      session({ id: 'phone0001', device: 'iPhone · iOS 18' }),
      session({ id: 'tablet001', device: null }),
      session({ id: 'laptop001', device: 'Safari 18 · macOS' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<SessionList />);
    const list = await screen.findByTestId('session-list');
    const [current] = await within(list).findAllByRole('listitem');
    expect(current).toHaveTextContent('Chrome 131 · Windows Dieses Gerät');
    expect(current).toHaveTextContent('Zuletzt aktiv: 23.11.2026');
    expect(within(current!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'iPhone · iOS 18 abmelden' }));
    await screen.findByRole('button', { name: 'Unbekanntes Gerät abmelden' });
    expect(screen.queryByText('iPhone · iOS 18')).toBeNull();
    expect(api.calls('DELETE /user/sessions/:id')[0]?.path).toBe('/user/sessions/phone0001');

    await user.click(screen.getByRole('button', { name: 'Alle anderen Geräte abmelden' }));
    expect(await screen.findByText('2 Geräte wurden abgemeldet.')).toBeVisible();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Alle anderen Geräte abmelden' })).toBeNull();
  });

  it('says one device in the singular, in English too', async () => {
    await i18n.changeLanguage('en');
    mockSessionsApi([
      session({ id: 'current01', current: true }),
      session({ id: 'phone0001', device: 'iPhone · iOS 18' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<SessionList />);
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('One device was signed out.')).toBeVisible();
  });
});
