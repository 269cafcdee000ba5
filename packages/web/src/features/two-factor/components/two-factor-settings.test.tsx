import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function renderSettings(status: { enabled: boolean; required: boolean }) {
  const onChanged = vi.fn();
  const rendered = renderWithProviders(<TwoFactorSettings status={status} onChanged={onChanged} />);
  return { ...rendered, onChanged };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('TwoFactorSettings', () => {
  it('turns on: password, QR code and key, app code, recovery codes shown once', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/api/user/2fa/setup') {
        const { password } = bodyOf(init) as { password: string };
        return Promise.resolve(
          password === 'Sicher-Passw0rt'
            ? jsonResponse(200, {
                secret: SECRET,
                uri: `otpauth://totp/Backline:mia%40backline.test?secret=${SECRET}&issuer=Backline`,
              })
            : jsonResponse(422, {
                code: 'account.wrong_password',
                message: 'x',
                field: 'password',
              }),
        );
      }
      return Promise.resolve(
        url === '/api/user/2fa/enable'
          ? jsonResponse(200, { recoveryCodes: CODES })
          : jsonResponse(404, { code: 'request.not_found', message: 'x' }),
      );
    });
    const user = userEvent.setup();
    const { onChanged } = renderSettings({ enabled: false, required: false });
    const section = screen.getByRole('region', { name: /Zwei-Faktor-Anmeldung/ });
    expect(within(section).getByText('Ausgeschaltet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Einschalten' }));
    const password = screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'Falsch-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch'),
    );
    await user.clear(password);
    await user.type(password, 'Sicher-Passw0rt');
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
    expect(code).toHaveAccessibleDescription('Nur Ziffern');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen und einschalten' }));

    const list = await screen.findByRole('list', { name: 'Deine Wiederherstellungscodes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const enableCall = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/user/2fa/enable');
    expect(bodyOf(enableCall?.[1])).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    expect(screen.queryByRole('list', { name: 'Deine Wiederherstellungscodes' })).toBeNull();
    expect(screen.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.')).toBeVisible();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('turns off with password and a code', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          String(input) === '/api/user/2fa/disable'
            ? jsonResponse(200, { enabled: false })
            : jsonResponse(404, { code: 'request.not_found', message: 'x' }),
        ),
      );
    const user = userEvent.setup();
    const { onChanged } = renderSettings({ enabled: true, required: false });
    expect(screen.getByText('Eingeschaltet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    await user.type(
      screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }),
      'Sicher-Passw0rt',
    );
    await user.type(
      screen.getByLabelText(/^Code aus der App oder Wiederherstellungscode/, { selector: 'input' }),
      'abcde-fghjk',
    );
    await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible();
    const call = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/user/2fa/disable');
    expect(bodyOf(call?.[1])).toEqual({ password: 'Sicher-Passw0rt', otp: 'abcde-fghjk' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('offers no way to turn it off where the role requires it, but new recovery codes', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { recoveryCodes: CODES })));
    const user = userEvent.setup();
    renderSettings({ enabled: true, required: true });
    expect(screen.getByText(/ist die Zwei-Faktor-Anmeldung Pflicht/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ausschalten' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    await user.type(
      screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }),
      'Sicher-Passw0rt',
    );
    await user.type(screen.getByLabelText(/^Code aus der App/, { selector: 'input' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Neue Codes erstellen' }));
    expect(
      await screen.findByRole('list', { name: 'Deine Wiederherstellungscodes' }),
    ).toBeVisible();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/user/2fa/recovery-codes');
    expect(bodyOf(init)).toEqual({ password: 'Sicher-Passw0rt', otp: '654321' });
  });
});
