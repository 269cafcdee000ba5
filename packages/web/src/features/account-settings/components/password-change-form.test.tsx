import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangeForm, validatePasswordChange } from './password-change-form.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

afterEach(() => vi.restoreAllMocks());

describe('PasswordChangeForm', () => {
  it('checks the sign-up rules before sending', () => {
    expect(
      validatePasswordChange({ currentPassword: '', password: 'kurz', passwordRepeat: 'anders' }),
    ).toEqual({
      currentPassword: 'validation.required',
      password: 'validation.password_rules',
      passwordRepeat: 'validation.passwords_mismatch',
    });
  });

  it(
    'shows errors with their fields and the number of devices signed out',
    { timeout: 30_000 },
    async () => {
      const fetchSpy = vi
        .spyOn(window, 'fetch')
        .mockResolvedValueOnce(
          jsonResponse(422, {
            code: 'account.wrong_password',
            message: 'Das aktuelle Passwort ist falsch',
            field: 'currentPassword',
          }),
        )
        .mockResolvedValueOnce(jsonResponse(200, { changed: true, endedSessions: 2 }));
      const user = userEvent.setup();
      const fill = async (field: HTMLElement, value: string) => {
        await user.clear(field);
        await user.click(field);
        await user.paste(value);
      };
      renderWithProviders(<PasswordChangeForm />);
      await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
      const current = screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
      const next = screen.getByLabelText(/^Neues Passwort\W*$/, { selector: 'input' });
      const repeat = screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });
      await fill(next, 'Mondfinsternis8Q');
      await fill(repeat, 'Mondfinsternis8X');
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(current).toHaveAccessibleDescription('Pflichtfeld');
      expect(repeat).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
      expect(fetchSpy).not.toHaveBeenCalled();

      await fill(current, 'Falsch123');
      await fill(repeat, 'Mondfinsternis8Q');
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(await screen.findByText('Das aktuelle Passwort ist falsch')).toBeVisible();
      expect(current).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch');
      await fill(current, 'Sternenhimmel7Z');
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
      expect(await screen.findByText(/2 andere Geräte wurden abgemeldet/)).toBeVisible();
    },
  );
});
