import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDangerZone } from './account-danger-zone.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const passwordField = () =>
  within(screen.getByRole('dialog')).getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });

describe('AccountDangerZone', () => {
  it('asks for the current password before deactivating and shows a wrong one', async () => {
    setToken('session-token');
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(422, {
          code: 'account.wrong_password',
          message: 'wrong',
          field: 'password',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountDangerZone />, { route: '/user/settings' });
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konto deaktivieren?' });
    expect(within(dialog).getByText(/Alle deine Sitzungen enden sofort/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Pflichtfeld');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(passwordField(), 'Falsch-Passw0rt');
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch')).toBeVisible();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/deactivate');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Falsch-Passw0rt' });
    expect(getToken()).toBe('session-token');

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows another failure as an alert in the dialog', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(429, { code: 'auth.rate_limited', message: 'slow down' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountDangerZone />);
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));
    await user.type(passwordField(), 'Richtig-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
  });

  it('deactivates, signs out here and explains what follows', async () => {
    setToken('session-token');
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { status: 'deactivated' })),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountDangerZone />, { route: '/user/settings' });
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));
    await user.type(passwordField(), 'Richtig-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?farewell=deactivated');
    expect(getToken()).toBeNull();
  });

  it('names the purge date before deleting and passes the server date on', async () => {
    setToken('session-token');
    const purgeAt = '2030-01-31T10:00:00.000Z';
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(jsonResponse(200, { status: 'deletion_requested', purgeAt })),
      );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountDangerZone graceDays={30} />);
    expect(screen.getByText(/nach 30 Tagen löschen wir/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen?' });
    const expected = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    );
    expect(within(dialog).getByText(new RegExp(`Am ${expected} löschen wir`))).toBeVisible();
    await user.type(passwordField(), 'Richtig-Passw0rt');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('purge')).toBe(purgeAt);
    expect(new URLSearchParams(router.state.location.search).get('farewell')).toBe('deleted');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/user/delete');
    expect(getToken()).toBeNull();
  });
});
