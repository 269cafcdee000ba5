import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';
import { validatePasswordReset } from './password-reset-flow.tsx';
import { createMe, jsonResponse } from '../../../test/fixtures.ts';

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
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { status: 'accepted' })));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, { route: '/login?reset=' });
    const email = await screen.findByLabelText(/E-Mail-Adresse/, { selector: 'input' });
    await user.type(email, 'mia@backline.test');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeVisible();
    expect(screen.getByText(/Falls ein Konto mit mia@backline\.test existiert/)).toBeVisible();
    expect(router.state.location.search).toBe('?reset=mia%40backline.test');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/password?email=mia%40backline.test');
    expect(init?.method ?? 'GET').toBe('GET');
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

  it('checks the rules and the repeat before sending anything', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: STEP_2 });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456');
    await user.type(passwordField(), 'kurz');
    await user.type(repeatField(), 'anders');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(repeatField()).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a wrong code on the code field', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(422, { code: 'account.wrong_code', message: 'wrong', field: 'code' }),
      ),
    );
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
  });

  it('signs in with the new password and goes to /home', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation((input, init) =>
        Promise.resolve(
          String(input) === '/api/user/password' && init?.method === 'POST'
            ? jsonResponse(200, { token: 'reset-token' })
            : jsonResponse(200, { user: ME, clientVersion: '1.5.6' }),
        ),
      );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, {
      route: STEP_2,
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await user.type(await screen.findByLabelText(/^Code/, { selector: 'input' }), '123456');
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(repeatField(), 'Sicher-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('reset-token');
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'mia@backline.test',
      code: '123456',
      password: 'Sicher-Passw0rt',
      passwordRepeat: 'Sicher-Passw0rt',
    });
  });

  it('uses the English texts in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<LoginScreen />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login?reset=',
    );
  });
});

describe('validatePasswordReset', () => {
  it('checks code, rules and repeat', () => {
    expect(
      validatePasswordReset({
        code: '123456',
        password: 'Sicher-Passw0rt',
        passwordRepeat: 'Sicher-Passw0rt',
      }),
    ).toEqual({});
    expect(validatePasswordReset({ code: '12a', password: 'kurz', passwordRepeat: 'x' })).toEqual({
      code: 'validation.numbers_only',
      password: 'validation.password_rules',
      passwordRepeat: 'validation.passwords_mismatch',
    });
  });
});
