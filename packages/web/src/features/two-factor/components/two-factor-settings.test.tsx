import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, reply, type ApiCall } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function renderSettings(status: { enabled: boolean; required: boolean }) {
  const onChanged = vi.fn();
  const rendered = renderWithProviders(<TwoFactorSettings status={status} onChanged={onChanged} />);
  return { ...rendered, onChanged };
}

const passwordField = () => screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });

describe('TwoFactorSettings', () => {
  it('turns on: password, QR code and key, app code, recovery codes shown once', async () => {
    const api = mockApi({
      'POST /user/2fa/setup': ({ body }: ApiCall) =>
        (body as { password: string }).password === 'Sicher-Passw0rt'
          ? {
              secret: SECRET,
              uri: `otpauth://totp/Backline:mia%40backline.test?secret=${SECRET}&issuer=Backline`,
            }
          : apiError(422, 'account.wrong_password', 'password'),
      'POST /user/2fa/enable': { recoveryCodes: CODES },
    });
    const user = userEvent.setup();
    const { onChanged } = renderSettings({ enabled: false, required: false });
    const section = screen.getByRole('region', { name: /Zwei-Faktor-Anmeldung/ });
    expect(within(section).getByText('Ausgeschaltet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Einschalten' }));
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    await user.type(passwordField(), 'Falsch-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch'),
    );
    expect(passwordField()).toHaveFocus();
    await user.clear(passwordField());
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByLabelText(/^Code aus der App/, { selector: 'input' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Bestätigen und einschalten' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Nur Ziffern'));
    expect(api.calls('POST /user/2fa/enable')).toEqual([]);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen und einschalten' }));

    const list = await screen.findByRole('list', { name: 'Deine Wiederherstellungscodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.calls('POST /user/2fa/enable')[0]?.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    expect(screen.queryByRole('list', { name: 'Deine Wiederherstellungscodes' })).toBeNull();
    expect(screen.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.')).toBeVisible();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('turns off with password and a code, after marking both missing at once', async () => {
    const api = mockApi({ 'POST /user/2fa/disable': { enabled: false } });
    const user = userEvent.setup();
    const { onChanged } = renderSettings({ enabled: true, required: false });
    expect(screen.getByText('Eingeschaltet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    const otp = screen.getByLabelText(/^Code aus der App oder Wiederherstellungscode/, {
      selector: 'input',
    });
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAccessibleDescription('Pflichtfeld');
    expect(otp).toHaveAccessibleDescription('Pflichtfeld');
    expect(api.calls()).toEqual([]);

    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(otp, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible();
    expect(api.calls('POST /user/2fa/disable')[0]?.body).toEqual({
      password: 'Sicher-Passw0rt',
      otp: 'abcde-fghjk',
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('puts a wrong code on its field and another failure above the form', async () => {
    let answer = apiError(422, 'auth.two_factor_invalid', 'otp');
    mockApi({ 'POST /user/2fa/disable': () => answer });
    const user = userEvent.setup();
    renderSettings({ enabled: true, required: false });
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    const otp = screen.getByLabelText(/^Code aus der App oder Wiederherstellungscode/, {
      selector: 'input',
    });
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    await waitFor(() =>
      expect(otp).toHaveAccessibleDescription('Der Code ist falsch oder abgelaufen.'),
    );
    expect(otp).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = reply(429, { code: 'auth.rate_limited', message: 'x' });
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Versuche/);
  });

  it('offers no way to turn it off where the role requires it, but new recovery codes', async () => {
    const api = mockApi({ 'POST /user/2fa/recovery-codes': { recoveryCodes: CODES } });
    const user = userEvent.setup();
    renderSettings({ enabled: true, required: true });
    expect(screen.getByText(/ist die Zwei-Faktor-Anmeldung Pflicht/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ausschalten' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    await user.type(passwordField(), 'Sicher-Passw0rt');
    await user.type(screen.getByLabelText(/^Code aus der App/, { selector: 'input' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Neue Codes erstellen' }));
    expect(
      await screen.findByRole('list', { name: 'Deine Wiederherstellungscodes' }),
    ).toBeVisible();
    expect(api.calls('POST /user/2fa/recovery-codes')[0]?.body).toEqual({
      password: 'Sicher-Passw0rt',
      otp: '654321',
    });
  });
});
