import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDangerZone } from './account-danger-zone.tsx';

const passwordField = () =>
  within(screen.getByRole('dialog')).getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });

describe('AccountDangerZone', () => {
  it('asks for the current password before deactivating and shows a wrong one', async () => {
    setToken('session-token');
    const api = mockApi({
      'POST /user/deactivate': () => apiError(422, 'account.wrong_password', 'password'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountDangerZone />, { route: '/user/settings' });
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konto deaktivieren?' });
    expect(within(dialog).getByText(/Alle deine Sitzungen enden sofort/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordField()).toHaveAccessibleDescription('Pflichtfeld');
    expect(passwordField()).toHaveFocus();
    expect(api.calls()).toEqual([]);

    await user.type(passwordField(), 'Falsch-Passw0rt');
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch')).toBeVisible();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.calls('POST /user/deactivate')[0]?.body).toEqual({ password: 'Falsch-Passw0rt' });
    expect(getToken()).toBe('session-token');

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows another failure as an alert in the dialog', async () => {
    mockApi({ 'POST /user/deactivate': () => apiError(429, 'auth.rate_limited') });
    const user = userEvent.setup();
    renderWithProviders(<AccountDangerZone />);
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));
    await user.type(passwordField(), 'Richtig-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
  });

  it('deactivates, signs out here and explains what follows', async () => {
    setToken('session-token');
    const api = mockApi({ 'POST /user/deactivate': { status: 'deactivated' } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountDangerZone />, { route: '/user/settings' });
    await user.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));
    await user.type(passwordField(), 'Richtig-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?farewell=deactivated');
    expect(getToken()).toBeNull();
    expect(api.calls('POST /user/deactivate')[0]?.body).toEqual({ password: 'Richtig-Passw0rt' });
  });

  it('names the purge date before deleting and passes the server date on', async () => {
    setToken('session-token');
    const purgeAt = '2030-01-31T10:00:00.000Z';
    const api = mockApi({ 'POST /user/delete': { status: 'deletion_requested', purgeAt } });
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('purge')).toBe(purgeAt);
    expect(new URLSearchParams(router.state.location.search).get('farewell')).toBe('deleted');
    expect(api.calls('POST /user/delete')[0]?.body).toEqual({ password: 'Richtig-Passw0rt' });
    expect(getToken()).toBeNull();
  });

  it('says "1 day" for a grace of one day', () => {
    renderWithProviders(<AccountDangerZone graceDays={1} />);
    expect(screen.getByText(/nach 1 Tag löschen wir/)).toBeVisible();
  });
});
