import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { KeyLoginError } from '../components/key-login-error.tsx';
import { peekPendingLoginKey, takeLoginKeyFromAddress, useKeyLogin } from './use-key-login.ts';
import { createMe, jsonResponse } from '../../../test/fixtures.ts';

const ME = {
  user: createMe({
    id: 'u1',
    name: 'Kira',
    resource: '/user/kira-u1',
    email: 'kira@backline.test',
  }),
  clientVersion: '1.0.0',
};

function Probe() {
  useKeyLogin();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <KeyLoginError />
    </>
  );
}

describe('one-time key login', () => {
  it('takes the key out of the address bar at once and keeps the rest of the address', () => {
    window.history.replaceState(null, '', '/home?tab=2&key=abc_DEF-123#top');
    takeLoginKeyFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/home?tab=2#top',
    );
    expect(peekPendingLoginKey()).toBe('abc_DEF-123');
  });

  it('signs in with the key, stores the token and leaves /login for the redirect target', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          String(input).endsWith('/api/token')
            ? jsonResponse(200, { token: 'session-token-from-key-0123456789' })
            : jsonResponse(200, ME),
        ),
      );
    window.history.replaceState(null, '', '/login?redirect=%2Fuser%2Fsettings&key=k-1');
    takeLoginKeyFromAddress();
    renderWithProviders(<Probe />, { route: '/login?redirect=%2Fuser%2Fsettings' });

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user/settings'));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(String(fetchSpy.mock.calls[1]?.[0])).toContain('/api/user/me');
    expect(getToken()).toBe('session-token-from-key-0123456789');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/token');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('key')).toBe('k-1');
    expect(body.get('device')).toContain('{');
    expect(peekPendingLoginKey()).toBeNull();
  });

  it('goes to /login with the catalogue message when the key does not work', async () => {
    clearToken();
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(422, { code: 'auth.invalid_credentials', message: 'Unknown account' }),
      ),
    );
    renderWithProviders(<Probe />, { route: '/home?key=used-key' });
    expect(await screen.findByText('Unbekanntes Konto oder falsche Zugangsdaten')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(getToken()).toBeNull();
  });
});
