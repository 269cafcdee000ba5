import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginScreen, validateLogin } from './login-screen.tsx';

describe('LoginScreen', () => {
  it('shows the catalogue message for an invalid e-mail and sends nothing', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'keine-adresse');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo-Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
    // No sign-in request (the external sign-in buttons may ask for their provider list).
    const requested = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(requested.filter((url) => !url.includes('/api/oauth/providers'))).toEqual([]);
  });

  it('marks empty fields as required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(2);
  });

  it('uses the English catalogue text in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<LoginScreen />, { route: '/login' });
    await user.type(screen.getByLabelText(/E-mail address/), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  });
});

describe('validateLogin', () => {
  it('accepts an address and any password; the server decides the rest', () => {
    expect(validateLogin('demo@backline.test', 'x')).toEqual({});
    expect(validateLogin(' Demo@Backline.test ', 'x')).toEqual({});
    expect(validateLogin('demo@backline', 'x')).toEqual({ email: 'validation.email' });
    expect(validateLogin('', '')).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });
});
