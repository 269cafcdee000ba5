import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@backline/domain';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactSetting } from './contact-settings.tsx';

const ME = createMe();

const refresh = () => Promise.resolve();

const PENDING: Me = {
  ...ME,
  pending: {
    ...ME.pending,
    email: { address: 'neu@backline.test', requestedAt: '2026-11-20T09:30:00.000Z' },
  },
};

describe('ContactSetting', () => {
  it('marks every mistake of the change at once, the first one focused, and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ContactSetting kind="email" user={ME} onUserChanged={refresh} />);
    expect(screen.getByTestId('email-current')).toHaveTextContent('mia@backline.test');
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    const email = await screen.findByLabelText(/^Neue E-Mail-Adresse/, { selector: 'input' });
    const password = await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    await user.type(email, 'kein-at');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein'),
    );
    expect(password).toHaveAccessibleDescription('Pflichtfeld');
    expect(email).toHaveFocus();
    expect(api.calls()).toHaveLength(0);
  });

  it('puts the server’s answer on the password and sends the trimmed address', async () => {
    const api = mockApi({
      'POST /user/email': () =>
        reply(422, {
          code: 'account.wrong_password',
          message: 'Das aktuelle Passwort ist falsch',
          field: 'password',
          errors: [
            {
              code: 'account.wrong_password',
              message: 'Das aktuelle Passwort ist falsch',
              field: 'password',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactSetting kind="email" user={ME} onUserChanged={refresh} />);
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    const email = await screen.findByLabelText(/^Neue E-Mail-Adresse/, { selector: 'input' });
    const password = await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    await user.type(email, ' Neu@Backline.test ');
    await user.type(password, 'Falsch123');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch'),
    );
    expect(password).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST /user/email')[0]?.body).toEqual({
      email: 'neu@backline.test',
      password: 'Falsch123',
    });
  });

  it('asks for a mobile number with its country code before sending it', async () => {
    const api = mockApi({
      'POST /user/phone': {
        status: 'pending',
        pending: { address: '+491701234567', requestedAt: '2026-11-23T10:00:00.000Z' },
      },
    });
    const onUserChanged = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<ContactSetting kind="phone" user={ME} onUserChanged={onUserChanged} />);
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    const phone = await screen.findByLabelText(/^Neue Handynummer/, { selector: 'input' });
    const password = await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    await user.type(phone, '030 1234567');
    await user.type(password, 'Sternenhimmel7Z');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription('Nummer nicht verfügbar'));
    expect(api.calls()).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+49 170 1234567');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await vi.waitFor(() => expect(onUserChanged).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /user/phone')[0]?.body).toEqual({
      phone: '+49 170 1234567',
      password: 'Sternenhimmel7Z',
    });
    expect(screen.queryByLabelText(/^Neue Handynummer/)).toBeNull();
  });

  it('shows a pending change with address and date, and checks the code there', async () => {
    const api = mockApi({
      'POST /user/email/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? apiError(422, 'account.wrong_code', 'code')
          : { email: 'neu@backline.test', phone: null },
    });
    const onUserChanged = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(
      <ContactSetting kind="email" user={PENDING} onUserChanged={onUserChanged} />,
    );
    const pending = await screen.findByTestId('email-pending');
    expect(pending).toHaveTextContent('neu@backline.test');
    expect(pending).toHaveTextContent('20.11.2026');
    const code = await screen.findByLabelText(/^Code/, { selector: 'input' });
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('Nur Ziffern'));
    await user.clear(code);
    await user.type(code, '12');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('Zu kurz'));
    expect(api.calls()).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('Falscher Code'));
    expect(within(pending).queryByRole('alert')).toBeNull();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Deine E-Mail-Adresse wurde geändert.')).toBeVisible();
    expect(api.calls('POST /user/email/confirm').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    expect(onUserChanged).toHaveBeenCalledTimes(1);
  });

  it('offers to add a phone number when there is none, and removes one with the password', async () => {
    const api = mockApi({
      'POST /user/phone/delete': ({ body }) =>
        (body as { password: string }).password === 'falsch'
          ? apiError(422, 'account.wrong_password', 'password')
          : { email: ME.email, phone: null },
    });
    const { unmount } = renderWithProviders(
      <ContactSetting kind="phone" user={ME} onUserChanged={refresh} />,
    );
    expect(screen.getByText('Keine Handynummer hinterlegt')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hinzufügen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entfernen' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    renderWithProviders(
      <ContactSetting
        kind="phone"
        user={{ ...ME, phone: '+491701234567' }}
        onUserChanged={refresh}
      />,
    );
    expect(screen.getByTestId('phone-current')).toHaveTextContent('+491701234567');
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    const password = await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
    await user.type(password, 'falsch');
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch'),
    );
    await user.clear(password);
    await user.type(password, 'Sternenhimmel7Z');
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Deine Handynummer wurde entfernt.')).toBeVisible();
    expect(api.calls('POST /user/phone/delete').at(-1)?.body).toEqual({
      password: 'Sternenhimmel7Z',
    });
  });
});
