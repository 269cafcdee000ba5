import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from '../../lib/session-storage.ts';
import { mockApi, shellApi } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

afterEach(() => clearToken());

describe('AccountMenu', () => {
  it('leads to the signed-in user’s contacts first', async () => {
    setToken('token');
    shellApi(createMe());
    renderWithProviders(
      <AccountMenu id="account-menu" anchor={document.body} onClose={() => undefined} />,
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveAccessibleName('Kontakte');
    expect(items[0]).toHaveAttribute('href', '/user/contacts');
  });

  it('lets go of the token before it ends the session on the server', async () => {
    setToken('token-1');
    shellApi(createMe());
    let storedWhenCalled: string | null = 'unread';
    const api = mockApi({
      'GET /user/logout': () => {
        storedWhenCalled = getToken();
        return undefined;
      },
    });
    const { router } = renderWithProviders(
      <AccountMenu id="account-menu" anchor={document.body} onClose={() => undefined} />,
      { route: '/home' },
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(api.calls('GET /user/logout')).toHaveLength(1));
    // The server is told which session ends; the tab no longer had it by then.
    expect(api.calls('GET /user/logout')[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(storedWhenCalled).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
