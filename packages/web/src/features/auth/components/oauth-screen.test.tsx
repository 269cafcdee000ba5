import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi, type ApiCall } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { savePendingFlow } from '../api/oidc-api.ts';
import { OauthScreen } from './oauth-screen.tsx';

const FLOW = 'f'.repeat(43);
const CALLBACK = 'POST /oauth/:provider/callback';

/** The provider's redirect: the screen reads the address bar itself. */
function arriveFromProvider(query: string) {
  savePendingFlow({ provider: 'local', flow: FLOW, redirect: '/gigs' });
  window.history.replaceState(null, '', `/oauth?${query}`);
}

const render = () =>
  renderWithProviders(<OauthScreen />, {
    route: '/oauth',
    routes: [{ path: '/gigs', element: <p>Gigs</p> }],
  });

afterEach(() => {
  clearToken();
  window.history.replaceState(null, '', '/');
});

describe('OauthScreen', () => {
  it('fails without a flow of this tab, sends nothing, and offers the way back', async () => {
    const api = mockApi({});
    window.history.replaceState(null, '', '/oauth?code=forged&state=forged');
    render();
    expect(
      await screen.findByText(
        'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(window.location.search).toBe('');
    expect(api.calls()).toEqual([]);
  });

  it('asks for the password of an existing account and posts it with the same flow', async () => {
    const api = mockApi({
      [CALLBACK]: ({ body }: ApiCall) =>
        (body as { password?: string }).password === undefined
          ? apiError(409, 'auth.external_password_required', 'password')
          : apiError(422, 'auth.invalid_credentials', 'password'),
    });
    arriveFromProvider('code=abc&state=xyz');
    const user = userEvent.setup();
    render();

    const field = await screen.findByLabelText(/Passwort deines Backline-Kontos/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(window.location.search).toBe('');
    const [first] = api.calls(CALLBACK);
    expect(first?.params).toMatchObject({ provider: 'local' });
    expect(first?.body).toMatchObject({ callback: 'code=abc&state=xyz', flow: FLOW });
    expect(first?.body).not.toHaveProperty('password');

    // Nothing typed: the field says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Verbinden und anmelden' }));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    expect(api.calls(CALLBACK)).toHaveLength(1);

    await user.type(field, 'Mein-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Verbinden und anmelden' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Unbekanntes Konto oder falsche Zugangsdaten'),
    );
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(api.calls(CALLBACK)[1]?.body).toMatchObject({ password: 'Mein-Passw0rt', flow: FLOW });
  });

  it('asks for the second factor next and signs in with it', async () => {
    const api = mockApi({
      [CALLBACK]: ({ body }: ApiCall) => {
        const { password, otp } = body as { password?: string; otp?: string };
        if (otp !== undefined) return { token: 'oidc-token' };
        if (password === undefined) return apiError(409, 'auth.external_password_required');
        return apiError(422, 'auth.two_factor_required', 'otp');
      },
      'GET /user/me': { user: createMe(), clientVersion: '1' },
    });
    arriveFromProvider('code=abc&state=xyz');
    const user = userEvent.setup();
    const { router } = render();

    await user.type(await screen.findByLabelText(/Passwort deines Backline-Kontos/), 'Pw-1234a');
    await user.click(screen.getByRole('button', { name: 'Verbinden und anmelden' }));
    const otp = await screen.findByLabelText(/Code aus deiner Authenticator-App/);
    await waitFor(() => expect(otp).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(otp, '123 456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gigs'));
    expect(getToken()).toBe('oidc-token');
    // The second factor goes with the flow alone: the password was proven by then.
    expect(api.calls(CALLBACK)[2]?.body).toMatchObject({ flow: FLOW, otp: '123456' });
  });
});
