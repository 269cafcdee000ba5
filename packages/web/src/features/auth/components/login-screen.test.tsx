import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

/** The login form's one background request: the external sign-in providers (none here). */
const noProviders = { 'GET /oauth/providers': { providers: [] } };

describe('LoginScreen', () => {
  it('shows the catalogue message for an invalid e-mail, focuses it and sends nothing', async () => {
    const api = mockApi(noProviders);
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'keine-adresse');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo-Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
    expect(api.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /oauth/providers',
    ]);
  });

  it('marks every empty field as required at once and focuses the first', async () => {
    mockApi(noProviders);
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(2);
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
  });

  it('uses the English catalogue text in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(noProviders);
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-mail address/), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  });

  it('signs in with the trimmed, lower-cased address and goes to the redirect target', async () => {
    const api = mockApi({
      ...noProviders,
      'POST /token': { token: 'tok-1' },
      'GET /user/me': { user: createMe(), clientVersion: '1' },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, {
      route: '/login?redirect=%2Fgigs',
      routes: [{ path: '/gigs', element: <p>Gigs</p> }],
    });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), ' Demo@Backline.test ');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo-Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gigs'));
    expect(api.calls('POST /token')[0]?.body).toMatchObject({
      email: 'demo@backline.test',
      password: 'Demo-Passw0rd1',
    });
  });

  it('shows wrong credentials as an alert in the catalogue wording', async () => {
    mockApi({
      ...noProviders,
      'POST /token': () => apiError(422, 'auth.invalid_credentials'),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'demo@backline.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unbekanntes Konto oder falsche Zugangsdaten',
    );
  });

  it('asks for the second factor when the account has it', async () => {
    mockApi({
      ...noProviders,
      'POST /token': () => apiError(422, 'auth.two_factor_required'),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'admin@backline.test');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo-Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByLabelText(/Code/)).toBeVisible();
  });
});
