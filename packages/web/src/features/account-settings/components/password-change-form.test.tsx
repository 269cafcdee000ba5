import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

const RULES = 'Mindestens 8 Zeichen, Klein- und Großbuchstaben, mindestens eine Ziffer';

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<PasswordChangeForm />);
  await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  const fields = {
    current: await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' }),
    next: screen.getByLabelText(/^Neues Passwort\W*$/, { selector: 'input' }),
    repeat: screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' }),
  };
  /** Pastes a value into a field (typing a long password key by key is slow). */
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  return { user, fields, fill, save };
}

describe('PasswordChangeForm', () => {
  it('marks every mistake at once with the sign-up rules, the first one focused', async () => {
    const api = mockApi({});
    const { fields, fill, save } = await openForm();
    await fill(fields.next, 'kurz');
    await fill(fields.repeat, 'anders');
    await save();
    await vi.waitFor(() => expect(fields.current).toHaveAccessibleDescription('Pflichtfeld'));
    expect(fields.next).toHaveAccessibleDescription(expect.stringContaining(RULES));
    expect(fields.repeat).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(fields.current).toHaveFocus();
    expect(api.calls()).toHaveLength(0);
  });

  it('puts the server’s errors list on the named fields', async () => {
    mockApi({
      'POST /user/password/change': () =>
        reply(422, {
          code: 'account.wrong_password',
          message: 'Das aktuelle Passwort ist falsch',
          field: 'currentPassword',
          errors: [
            {
              code: 'account.wrong_password',
              message: 'Das aktuelle Passwort ist falsch',
              field: 'currentPassword',
            },
            {
              code: 'validation.password_common',
              message: 'Dieses Passwort ist zu bekannt',
              field: 'password',
            },
          ],
        }),
    });
    const { fields, fill, save } = await openForm();
    await fill(fields.current, 'Falsch123');
    await fill(fields.next, 'Password1');
    await fill(fields.repeat, 'Password1');
    await save();
    await vi.waitFor(() =>
      expect(fields.current).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch'),
    );
    expect(fields.next).toHaveAccessibleDescription(
      expect.stringContaining('Dieses Passwort ist zu bekannt und leicht zu erraten.'),
    );
    expect(fields.current).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an answer that names no field as an alert', async () => {
    mockApi({ 'POST /user/password/change': () => apiError(429, 'auth.rate_limited') });
    const { fields, fill, save } = await openForm();
    await fill(fields.current, 'Sternenhimmel7Z');
    await fill(fields.next, 'Mondfinsternis8Q');
    await fill(fields.repeat, 'Mondfinsternis8Q');
    await save();
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('sends the three fields and tells how many devices were signed out', async () => {
    const api = mockApi({
      'POST /user/password/change': { changed: true, endedSessions: 2 },
    });
    const { fields, fill, save } = await openForm();
    await fill(fields.current, 'Sternenhimmel7Z');
    await fill(fields.next, 'Mondfinsternis8Q');
    await fill(fields.repeat, 'Mondfinsternis8Q');
    await save();
    expect(
      await screen.findByText('Dein Passwort wurde geändert. 2 andere Geräte wurden abgemeldet.'),
    ).toBeVisible();
    expect(api.calls('POST /user/password/change')[0]?.body).toEqual({
      currentPassword: 'Sternenhimmel7Z',
      password: 'Mondfinsternis8Q',
      passwordRepeat: 'Mondfinsternis8Q',
    });
    expect(screen.queryByLabelText(/^Aktuelles Passwort/, { selector: 'input' })).toBeNull();
  });
});
