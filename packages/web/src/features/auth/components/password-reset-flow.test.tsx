import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const ME = createMe();

const STEP_2 = '/login?reset=mia%40backline.test';
const codeField = () => screen.getByLabelText(/^Code/, { selector: 'input' });
const passwordField = () => screen.getByLabelText(/^Neues Passwort\W*$/, { selector: 'input' });
const repeatField = () =>
  screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });

describe('Password reset', () => {
  it('links from the login form with the address typed so far', async () => {
    mockApi({ 'GET /oauth/providers': { providers: [] } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'mia@backline.test');
    const link = screen.getByRole('link', { name: 'Passwort vergessen?' });
    expect(link).toHaveAttribute('href', '/login?reset=&email=mia%40backline.test');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?reset=&email=mia%40backline.test');
    expect(screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' })).toHaveValue(
      'mia@backline.test',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('step 1 requests a code and answers neutrally', async () => {
    const api = mockApi({ 'GET /user/password': { status: 'accepted' } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, { route: '/login?reset=' });
    const email = await screen.findByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, ' Mia@backline.test');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeVisible();
    expect(screen.getByText(/Falls ein Konto mit mia@backline\.test existiert/)).toBeVisible();
    expect(router.state.location.search).toBe('?reset=mia%40backline.test');
    expect(api.calls('GET /user/password')[0]?.query.get('email')).toBe('mia@backline.test');
  });

  it('step 1 checks the address before asking', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login?reset=' });
    const email = await screen.findByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Pflichtfeld'));
    await user.type(email, 'mia@');
    expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(api.calls()).toEqual([]);
  });

  it('opens step 2 directly from the mail link', async () => {
    mockApi({ 'GET /oauth/providers': { providers: [] } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, { route: STEP_2 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeVisible();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Code anfordern' }));
    expect(router.state.location.search).toBe('?reset=&email=mia%40backline.test');
    await user.click(await screen.findByRole('link', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  it('checks code, rules and repeat at once before sending anything', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: STEP_2 });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '12a');
    await user.type(passwordField(), 'kurz');
    await user.type(repeatField(), 'anders');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(codeField()).toHaveAccessibleDescription('Nur Ziffern');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('Mindestens 8 Zeichen'),
    );
    expect(repeatField()).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(api.calls()).toEqual([]);
  });

  it('shows a wrong code on the code field', async () => {
    mockApi({ 'POST /user/password': () => apiError(422, 'account.wrong_code', 'code') });
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: STEP_2 });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456');
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(repeatField(), 'Sicher-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Falscher Code')).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('Falscher Code');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's errors list on the fields it names", async () => {
    mockApi({
      'POST /user/password': () =>
        reply(422, {
          code: 'validation.password_common',
          message: 'x',
          field: 'password',
          errors: [
            { code: 'validation.password_common', message: 'x', field: 'password' },
            { code: 'validation.email', message: 'x', field: 'email' },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: STEP_2 });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456');
    await user.type(passwordField(), 'Schalke04A');
    await user.type(repeatField(), 'Schalke04A');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('leicht zu erraten'),
    );
    // The address is not a field of this form: the field errors are shown, nothing else.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with the new password and goes to /home', async () => {
    const api = mockApi({
      'POST /user/password': { token: 'reset-token' },
      'GET /user/me': { user: ME, clientVersion: '1.5.6' },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, {
      route: STEP_2,
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456');
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(repeatField(), 'Sicher-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('reset-token');
    expect(api.calls('POST /user/password')[0]?.body).toEqual({
      email: 'mia@backline.test',
      code: '123456',
      password: 'Sicher-Passw0rt',
      passwordRepeat: 'Sicher-Passw0rt',
    });
  });

  it('uses the English texts in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /oauth/providers': { providers: [] } });
    renderWithProviders(<LoginScreen />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login?reset=',
    );
  });
});
