import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi, type ApiCall } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const ME = createMe({ twoFactor: { enabled: true, required: false } });

/** The token endpoint asks for the second factor and takes only `goodOtp`. */
function mockServer(goodOtp: string) {
  return mockApi({
    'GET /oauth/providers': { providers: [] },
    'POST /token': ({ body }: ApiCall) => {
      const { otp } = body as { otp?: string };
      if (otp === undefined) return apiError(422, 'auth.two_factor_required', 'otp');
      return otp === goodOtp
        ? { token: 'second-factor-token' }
        : apiError(422, 'auth.two_factor_invalid', 'otp');
    },
    'GET /user/me': { user: ME, clientVersion: '1.5.6' },
  });
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'mia@backline.test');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Sicher-Passw0rt');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

const codeField = () => screen.getByLabelText(/^Code aus der App/, { selector: 'input' });

describe('the second sign-in step', () => {
  // The token cookie outlives a test; localStorage is cleared by the setup.
  beforeEach(() => clearToken());

  it('asks for the app code after the password and signs in with it', async () => {
    const api = mockServer('654321');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, {
      route: '/login',
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await signInWithPassword(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestätigung in zwei Schritten' }),
    ).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(codeField()).toHaveFocus());
    // The catalogue text of the 422 is not shown as an error: the step explains itself.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(codeField(), '654 321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('second-factor-token');
    const bodies = api.calls('POST /token').map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      email: 'mia@backline.test',
      password: 'Sicher-Passw0rt',
      otp: '654321',
    });
  });

  it('shows a wrong code on the field and keeps the step', async () => {
    mockServer('654321');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await signInWithPassword(user);
    await user.type(
      await screen.findByLabelText(/^Code aus der App/, { selector: 'input' }),
      '111111',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription('Der Code ist falsch oder abgelaufen.'),
    );
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('checks the code before sending it', async () => {
    const api = mockServer('654321');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await signInWithPassword(user);
    await user.type(
      await screen.findByLabelText(/^Code aus der App/, { selector: 'input' }),
      '12a',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Nur Ziffern'));
    await user.clear(codeField());
    await user.type(codeField(), '12345');
    expect(codeField()).toHaveAccessibleDescription('Zu kurz');
    expect(api.calls('POST /token')).toHaveLength(1);
  });

  it('shows a failure that is not about the code above the form', async () => {
    mockApi({
      'GET /oauth/providers': { providers: [] },
      'POST /token': ({ body }: ApiCall) =>
        (body as { otp?: string }).otp === undefined
          ? apiError(422, 'auth.two_factor_required', 'otp')
          : apiError(429, 'auth.rate_limited'),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await signInWithPassword(user);
    await user.type(
      await screen.findByLabelText(/^Code aus der App/, { selector: 'input' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Versuche/);
    expect(codeField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a recovery code instead, and goes back to the password', async () => {
    const api = mockServer('abcde-fghjk');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginScreen />, {
      route: '/login',
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await signInWithPassword(user);
    await user.click(
      await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }),
    );
    const recovery = screen.getByLabelText(/^Wiederherstellungscode/, { selector: 'input' });
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/Jeder Code gilt nur einmal/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Code aus der App verwenden' }));
    expect(codeField()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    await user.type(
      screen.getByLabelText(/^Wiederherstellungscode/, { selector: 'input' }),
      'abcde-fghjk',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls('POST /token')[1]?.body).toMatchObject({ otp: 'abcde-fghjk' });
  });

  it('goes back to the password form', async () => {
    mockServer('654321');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    mockServer('654321');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-mail address/), 'mia@backline.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Sicher-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  });
});
