import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

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

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(
  user: UserEvent,
  labels: Labels,
  values: { password: string; repeat: string; terms: boolean },
) {
  await user.type(field(labels.name), 'Mia Muster');
  await user.type(field(labels.email), 'mia@backline.test');
  await user.type(field(labels.password), values.password);
  await user.type(field(labels.repeat), values.repeat);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

const GOOD = { password: 'Sicher-Passw0rt', repeat: 'Sicher-Passw0rt', terms: true };

describe('RegisterForm', () => {
  it('shows the mismatch message on the repeat field in German and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    expect(screen.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await fill(user, DE, { ...GOOD, repeat: 'Sicher-Passw0rd' });
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const repeat = field(DE.repeat);
    await waitFor(() => expect(repeat).toHaveAttribute('aria-invalid', 'true'));
    expect(repeat).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(repeat).toHaveFocus();
    expect(api.calls()).toEqual([]);
  });

  it('marks every invalid field at once and focuses the first', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    await user.type(field(DE.email), 'mia@');
    await user.type(field(DE.password), 'kurz');
    await user.type(field(DE.repeat), 'anders');
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const name = field(DE.name);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Pflichtfeld');
    expect(field(DE.email)).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(field(DE.password)).toHaveAttribute('aria-invalid', 'true');
    expect(field(DE.password)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Mindestens 8 Zeichen, Klein- und Großbuchstaben, mindestens eine Ziffer',
      ),
    );
    expect(field(DE.repeat)).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Bitte akzeptiere die Nutzungsbedingungen.',
    );
    expect(api.calls()).toEqual([]);
  });

  it('uses the English catalogue texts for mismatch, rules and terms in English', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });

    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    expect(screen.getByText(/at least 8 characters/)).toBeVisible();
    await fill(user, EN, { password: 'short', repeat: 'other', terms: false });
    await user.click(screen.getByRole('button', { name: EN.submit }));

    expect(
      await screen.findByText(
        'At least 8 characters, lowercase and uppercase letters, at least one number',
      ),
    ).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(screen.getByText('Please accept the terms of use.')).toBeVisible();
    expect(api.calls()).toEqual([]);
  });

  it('ticks the password rules as they are met', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    await user.type(field(DE.password), 'abcdefgh');
    expect(screen.getByText(/mindestens 8 Zeichen/)).toHaveTextContent('(erfüllt)');
    expect(screen.getByText(/einen Kleinbuchstaben/)).toHaveTextContent('(erfüllt)');
    expect(screen.getByText(/einen Großbuchstaben/)).toHaveTextContent('(noch offen)');
    expect(screen.getByText(/eine Ziffer/)).toHaveTextContent('(noch offen)');
  });

  it('puts a server error on the field it names and focuses it', async () => {
    const api = mockApi({ 'POST /account': () => apiError(409, 'account.in_use', 'email') });
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { route: '/account' });

    await fill(user, DE, GOOD);
    await user.click(screen.getByRole('radio', { name: /Privates Konto/ }));
    await user.click(screen.getByRole('button', { name: DE.submit }));

    const email = field(DE.email);
    expect(
      await screen.findByText('E-Mail oder Telefonnummer wird bereits verwendet'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-Mail oder Telefonnummer wird bereits verwendet');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(api.calls('POST /account')[0]?.body).toMatchObject({ accountType: 'private' });
  });

  it("puts every entry of the server's errors list on its field", async () => {
    mockApi({
      'POST /account': () =>
        reply(422, {
          code: 'validation.email',
          message: 'x',
          field: 'email',
          errors: [
            { code: 'validation.email', message: 'x', field: 'email' },
            { code: 'validation.password_common', message: 'x', field: 'password' },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    await fill(user, DE, GOOD);
    await user.click(screen.getByRole('button', { name: DE.submit }));

    await waitFor(() => expect(field(DE.email)).toHaveFocus());
    expect(field(DE.email)).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(field(DE.password)).toHaveAttribute('aria-invalid', 'true');
    expect(field(DE.password)).toHaveAccessibleDescription(
      expect.stringContaining('zu bekannt und leicht zu erraten'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error without a field in an alert', async () => {
    mockApi({ 'POST /account': () => apiError(429, 'auth.rate_limited') });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { route: '/account' });
    await fill(user, DE, GOOD);
    await user.click(screen.getByRole('button', { name: DE.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Versuche/);
  });

  it('sends the sign-up with the shown language and reports the address', async () => {
    const api = mockApi({
      'POST /account': () =>
        reply(201, { status: 'activation_pending', email: 'mia@backline.test' }),
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { route: '/account' });
    await user.type(field(DE.name), ' Mia Muster ');
    await user.type(field(DE.email), ' Mia@Backline.test');
    await user.type(field(DE.password), GOOD.password);
    await user.type(field(DE.repeat), GOOD.repeat);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: DE.submit }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('mia@backline.test'));
    expect(api.calls('POST /account')[0]?.body).toEqual({
      email: 'mia@backline.test',
      password: 'Sicher-Passw0rt',
      passwordRepeat: 'Sicher-Passw0rt',
      name: 'Mia Muster',
      accountType: 'musician',
      acceptTerms: true,
      locale: 'de',
    });
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
