import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LifecycleLinkScreen } from './lifecycle-link-flow.tsx';

const LINK = 'a'.repeat(43);

// The token lives in a cookie too, which outlives a test.
beforeEach(() => clearToken());

describe('The mailed lifecycle links on /login', () => {
  it.each([['reactivate'], ['restore']])(
    '?%s= posts the token once, signs in and lands on /home',
    async (param) => {
      const api = mockApi({ [`POST /account/${param}`]: { token: 'new-session' } });
      const { router } = renderWithProviders(<LifecycleLinkScreen />, {
        route: `/login?${param}=${LINK}`,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(getToken()).toBe('new-session');
      expect(api.calls().map((call) => call.body)).toEqual([{ token: LINK }]);
    },
  );

  it.each([
    ['reactivate', 'Dein Konto ist wieder aktiv.'],
    ['restore', 'Die Löschung ist abgebrochen, dein Konto bleibt bestehen.'],
  ])(
    '?%s= of an account with two-factor sign-in says it is back and leads to the sign-in',
    async (param, back) => {
      const api = mockApi({ [`POST /account/${param}`]: { status: 'sign_in_required' } });
      const user = userEvent.setup();
      const { router } = renderWithProviders(<LifecycleLinkScreen />, {
        route: `/login?${param}=${LINK}`,
      });
      const status = await screen.findByText(new RegExp(back));
      expect(status).toHaveTextContent(
        'Weil du die Zwei-Faktor-Anmeldung eingeschaltet hast, melde dich jetzt mit deinem Passwort und dem Code aus deiner Authenticator-App an.',
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(getToken()).toBeNull();
      expect(api.calls().map((call) => call.body)).toEqual([{ token: LINK }]);

      await user.click(screen.getByRole('link', { name: 'Jetzt anmelden' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows a dead link and offers a new one', async () => {
    const api = mockApi({
      'POST /account/reactivate': () => apiError(422, 'account.link_invalid', 'token'),
      'POST /account/reactivation-mail': () => reply(202, { status: 'accepted' }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LifecycleLinkScreen />, {
      route: `/login?reactivate=${LINK}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto reaktivieren' }),
    ).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist ungültig oder abgelaufen',
    );
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    const email = screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Neuen Link schicken' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Pflichtfeld');
    expect(email).toHaveFocus();
    expect(api.calls('POST /account/reactivation-mail')).toEqual([]);
    await user.type(email, ' Mia@x.de');
    await user.click(screen.getByRole('button', { name: 'Neuen Link schicken' }));
    expect(await screen.findByText(/ein neuer Link unterwegs/)).toBeVisible();
    expect(api.calls('POST /account/reactivation-mail')[0]?.body).toEqual({ email: 'mia@x.de' });
  });

  it('explains a deletion with its date after signing out', async () => {
    renderWithProviders(<LifecycleLinkScreen />, {
      route: '/login?farewell=deleted&purge=2030-01-31T10:00:00.000Z',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dein Konto wird gelöscht' }),
    ).toBeVisible();
    expect(screen.getByText(/Am 31\. Januar 2030 löschen wir/)).toBeVisible();
  });

  it('says how long the mailed reactivation link works', async () => {
    renderWithProviders(<LifecycleLinkScreen />, { route: '/login?farewell=deactivated' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dein Konto ist deaktiviert' }),
    ).toBeVisible();
    expect(screen.getByText(/er ist 30 Tage gültig/)).toBeVisible();
  });
});
