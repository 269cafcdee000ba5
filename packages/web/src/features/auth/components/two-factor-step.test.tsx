import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';
import { validateSecondFactor } from './two-factor-step.tsx';
import { createMe, jsonResponse } from '../../../test/fixtures.ts';

const ME = createMe({ twoFactor: { enabled: true, required: false } });

const REQUIRED = {
  code: 'auth.two_factor_required',
  message: 'Gib den Code aus deiner Authenticator-App ein.',
  field: 'otp',
};
const INVALID = { code: 'auth.two_factor_invalid', message: 'x', field: 'otp' };

/** The token endpoint asks for the second factor and takes only `goodOtp`. */
function mockServer(goodOtp: string) {
  return vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (String(input) === '/api/token') {
      const otp = new URLSearchParams(String(init?.body)).get('otp');
      if (otp === null) return Promise.resolve(jsonResponse(422, REQUIRED));
      return Promise.resolve(
        otp === goodOtp
          ? jsonResponse(200, { token: 'second-factor-token' })
          : jsonResponse(422, INVALID),
      );
    }
    return Promise.resolve(jsonResponse(200, { user: ME, clientVersion: '1.5.6' }));
  });
}

const tokenBodies = (spy: ReturnType<typeof mockServer>) =>
  spy.mock.calls
    .filter(([input]) => String(input) === '/api/token')
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

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
    const fetchSpy = mockServer('654321');
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
    expect(codeField()).toHaveFocus();
    // The catalogue text of the 422 is not shown as an error: the step explains itself.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(codeField(), '654 321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('second-factor-token');
    const bodies = tokenBodies(fetchSpy);
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
    await vi.waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription('Der Code ist falsch oder abgelaufen.'),
    );
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('');
    expect(getToken()).toBeNull();
  });

  it('checks the code before sending it', async () => {
    const fetchSpy = mockServer('654321');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await signInWithPassword(user);
    await user.type(
      await screen.findByLabelText(/^Code aus der App/, { selector: 'input' }),
      '12a',
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(codeField()).toHaveAccessibleDescription('Nur Ziffern');
    expect(tokenBodies(fetchSpy)).toHaveLength(1);
  });

  it('takes a recovery code instead, and goes back to the password', async () => {
    const fetchSpy = mockServer('abcde-fghjk');
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
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(tokenBodies(fetchSpy)[1]).toMatchObject({ otp: 'abcde-fghjk' });
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

describe('validateSecondFactor', () => {
  it('wants 6 digits from the app and anything from the recovery list', () => {
    expect(validateSecondFactor('', false)).toBe('validation.required');
    expect(validateSecondFactor('12345', false)).toBe('validation.numbers_only');
    expect(validateSecondFactor('123 456', false)).toBeNull();
    expect(validateSecondFactor('abcde-fghjk', true)).toBeNull();
    expect(validateSecondFactor('  ', true)).toBe('validation.required');
  });
});
