import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm, validateRegistration, type RegisterValues } from './register-form.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

type Labels = { name: RegExp; email: RegExp; password: RegExp; repeat: RegExp; submit: string };
const DE: Labels = {
  name: /^Anzeigename/,
  email: /^E-Mail-Adresse/,
  password: /^Passwort\W*$/,
  repeat: /^Passwort wiederholen/,
  submit: 'Konto erstellen',
};
const EN: Labels = {
  name: /^Display name/,
  email: /^E-mail address/,
  password: /^Password\W*$/,
  repeat: /^Repeat password/,
  submit: 'Create account',
};

async function fill(
  user: UserEvent,
  labels: Labels,
  values: { password: string; repeat: string; terms: boolean },
) {
  await user.type(screen.getByLabelText(labels.name, { selector: 'input' }), 'Mia Muster');
  await user.type(screen.getByLabelText(labels.email, { selector: 'input' }), 'mia@backline.test');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), values.password);
  await user.type(screen.getByLabelText(labels.repeat, { selector: 'input' }), values.repeat);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('shows the mismatch message on the repeat field in German and sends nothing', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    expect(screen.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await fill(user, DE, { password: 'Sicher-Passw0rt', repeat: 'Sicher-Passw0rd', terms: true });
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const repeat = screen.getByLabelText(DE.repeat, { selector: 'input' });
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(repeat).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the password rules and the terms message in German and sends nothing', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    await fill(user, DE, { password: 'kurz', repeat: 'kurz', terms: false });
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const password = screen.getByLabelText(DE.password, { selector: 'input' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Mindestens 8 Zeichen, Klein- und Großbuchstaben, mindestens eine Ziffer',
      ),
    );
    expect(password).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Bitte akzeptiere die Nutzungsbedingungen.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses the English catalogue texts for mismatch, rules and terms in English', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await fill(user, EN, { password: 'short', repeat: 'other', terms: false });
    await user.click(screen.getByRole('button', { name: EN.submit }));

    expect(
      screen.getByText(
        'At least 8 characters, lowercase and uppercase letters, at least one number',
      ),
    ).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(screen.getByText('Please accept the terms of use.')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ticks the password rules as they are met', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    await user.type(screen.getByLabelText(DE.password, { selector: 'input' }), 'abcdefgh');
    expect(screen.getByText(/mindestens 8 Zeichen/)).toHaveTextContent('(erfüllt)');
    expect(screen.getByText(/einen Kleinbuchstaben/)).toHaveTextContent('(erfüllt)');
    expect(screen.getByText(/einen Großbuchstaben/)).toHaveTextContent('(noch offen)');
    expect(screen.getByText(/eine Ziffer/)).toHaveTextContent('(noch offen)');
  });

  it('puts a server error on the field it names and focuses it', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          jsonResponse(409, { code: 'account.in_use', message: 'in use', field: 'email' }),
        ),
      );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { route: '/account' });

    await fill(user, DE, { password: 'Sicher-Passw0rt', repeat: 'Sicher-Passw0rt', terms: true });
    await user.click(screen.getByRole('radio', { name: /Privates Konto/ }));
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const email = screen.getByLabelText(DE.email, { selector: 'input' });
    expect(
      await screen.findByText('E-Mail oder Telefonnummer wird bereits verwendet'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-Mail oder Telefonnummer wird bereits verwendet');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'mia@backline.test',
      password: 'Sicher-Passw0rt',
      passwordRepeat: 'Sicher-Passw0rt',
      name: 'Mia Muster',
      accountType: 'private',
      acceptTerms: true,
      locale: 'de',
    });
  });

  it('shows an error without a field in an alert', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(429, { code: 'auth.rate_limited', message: 'slow down' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    await fill(user, DE, { password: 'Sicher-Passw0rt', repeat: 'Sicher-Passw0rt', terms: true });
    await user.click(screen.getByRole('button', { name: DE.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Versuche/);
  });

  it('reports the address once the account is created', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(201, { status: 'activation_pending', email: 'mia@backline.test' }),
      ),
    );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { route: '/account' });
    await fill(user, DE, { password: 'Sicher-Passw0rt', repeat: 'Sicher-Passw0rt', terms: true });
    await user.click(screen.getByRole('button', { name: DE.submit }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('mia@backline.test'));
  });

  it('links the terms and the privacy policy', () => {
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/static/terms',
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/static/privacy',
    );
  });
});

describe('validateRegistration', () => {
  const valid: RegisterValues = {
    accountType: 'musician',
    name: 'Mia',
    email: 'mia@backline.test',
    password: 'Sicher-Passw0rt',
    passwordRepeat: 'Sicher-Passw0rt',
    acceptTerms: true,
  };

  it('accepts a complete form and names each failure with its catalogue code', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(
      validateRegistration({
        ...valid,
        name: ' ',
        email: 'mia@',
        password: 'Passwort',
        passwordRepeat: 'x',
        acceptTerms: false,
      }),
    ).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      password: 'validation.password_rules',
      passwordRepeat: 'validation.passwords_mismatch',
      acceptTerms: 'validation.terms_required',
    });
    expect(validateRegistration({ ...valid, name: 'M', passwordRepeat: '' })).toEqual({
      name: 'validation.too_short',
      passwordRepeat: 'validation.required',
    });
  });
});
