import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { KeyLoginError } from '../components/key-login-error.tsx';
import { peekPendingLoginKey, takeLoginKeyFromAddress, useKeyLogin } from './use-key-login.ts';

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
    const api = mockApi({
      'POST /token': { token: 'session-token-from-key-0123456789' },
      'GET /user/me': ME,
    });
    window.history.replaceState(null, '', '/login?redirect=%2Fuser%2Fsettings&key=k-1');
    takeLoginKeyFromAddress();
    renderWithProviders(<Probe />, { route: '/login?redirect=%2Fuser%2Fsettings' });

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user/settings'));
    await waitFor(() => expect(api.calls('GET /user/me')).toHaveLength(1));
    expect(getToken()).toBe('session-token-from-key-0123456789');
    const body = api.calls('POST /token')[0]?.body as Record<string, string>;
    expect(body.key).toBe('k-1');
    expect(JSON.parse(body.device ?? '')).toMatchObject({ platform: 'web' });
    expect(peekPendingLoginKey()).toBeNull();
  });

  it('goes to /login with the catalogue message when the key does not work', async () => {
    clearToken();
    const api = mockApi({ 'POST /token': () => apiError(422, 'auth.invalid_credentials') });
    renderWithProviders(<Probe />, { route: '/home?key=used-key' });
    expect(await screen.findByText('Unbekanntes Konto oder falsche Zugangsdaten')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(getToken()).toBeNull();
    expect(api.calls('POST /token')[0]?.body).toMatchObject({ key: 'used-key' });
  });
});
