import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@backline/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactSetting, validateAddress } from './contact-settings.tsx';
import { createMe, jsonResponse } from '../../../test/fixtures.ts';

const ME = createMe();

const refresh = () => Promise.resolve();

afterEach(() => vi.restoreAllMocks());

describe('validateAddress', () => {
  it('checks e-mails and mobile numbers with the domain rules', () => {
    expect(validateAddress('email', '')).toBe('validation.required');
    expect(validateAddress('email', 'kein-at')).toBe('validation.email');
    expect(validateAddress('email', 'neu@backline.test')).toBeUndefined();
    expect(validateAddress('phone', '+49 30 1234567')).toBe('account.number_unavailable');
    expect(validateAddress('phone', '+49 170 1234567')).toBeUndefined();
  });
});

describe('ContactSetting', () => {
  it('shows client errors with their fields, then the server error on the password', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(422, {
        code: 'account.wrong_password',
        message: 'Das aktuelle Passwort ist falsch',
        field: 'password',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactSetting kind="email" user={ME} onUserChanged={refresh} />);
    expect(screen.getByTestId('email-current')).toHaveTextContent('mia@backline.test');
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    const email = screen.getByLabelText(/^Neue E-Mail-Adresse/, { selector: 'input' });
    const password = screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    expect(email).toHaveAccessibleDescription('Pflichtfeld');
    expect(password).toHaveAccessibleDescription('Pflichtfeld');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(email, 'neu@backline.test');
    await user.type(password, 'Falsch123');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch');
    expect(email).not.toHaveAccessibleDescription('Pflichtfeld');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/user\/email$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'neu@backline.test',
      password: 'Falsch123',
    });
  });

  it('shows a pending change with address and date, and a wrong code on the code field', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(422, { code: 'account.wrong_code', message: 'Falscher Code', field: 'code' }),
    );
    const user = userEvent.setup();
    const pendingUser: Me = {
      ...ME,
      pending: {
        ...ME.pending,
        email: { address: 'neu@backline.test', requestedAt: '2026-11-20T09:30:00.000Z' },
      },
    };
    renderWithProviders(<ContactSetting kind="email" user={pendingUser} onUserChanged={refresh} />);
    const pending = screen.getByTestId('email-pending');
    expect(pending).toHaveTextContent('neu@backline.test');
    expect(pending).toHaveTextContent('20.11.2026');
    const code = screen.getByLabelText(/^Code/, { selector: 'input' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(code).toHaveAccessibleDescription('Nur Ziffern');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Falscher Code')).toBeVisible();
    expect(code).toHaveAccessibleDescription('Falscher Code');
    expect(within(pending).queryByRole('alert')).toBeNull();
  });

  it('offers to add a phone number when there is none, and to remove one that exists', () => {
    const { unmount } = renderWithProviders(
      <ContactSetting kind="phone" user={ME} onUserChanged={refresh} />,
    );
    expect(screen.getByText('Keine Handynummer hinterlegt')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hinzufügen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entfernen' })).toBeNull();
    unmount();
    renderWithProviders(
      <ContactSetting
        kind="phone"
        user={{ ...ME, phone: '+491701234567' }}
        onUserChanged={refresh}
      />,
    );
    expect(screen.getByTestId('phone-current')).toHaveTextContent('+491701234567');
    expect(screen.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  });
});
