import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { savePendingFlow } from '../api/oidc-api.ts';
import { OauthScreen } from './oauth-screen.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The provider's redirect: the screen reads the address bar itself. */
function arriveFromProvider(query: string) {
  window.history.replaceState(null, '', `/oauth?${query}`);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('OauthScreen', () => {
  it('fails without a flow of this tab, sends nothing, and offers the way back', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    arriveFromProvider('code=forged&state=forged');
    renderWithProviders(<OauthScreen />, { route: '/oauth' });
    expect(
      await screen.findByText(
        'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(window.location.search).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the password of an existing account and posts it with the same flow', async () => {
    savePendingFlow({ provider: 'local', flow: 'f'.repeat(43), redirect: null });
    arriveFromProvider('code=abc&state=xyz');
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(
        json({ code: 'auth.external_password_required', message: 'x', field: 'password' }, 409),
      )
      .mockResolvedValueOnce(json({ code: 'auth.invalid_credentials', message: 'x' }, 422));
    const user = userEvent.setup();
    renderWithProviders(<OauthScreen />, { route: '/oauth' });

    const field = await screen.findByLabelText(/Passwort deines Backline-Kontos/);
    await waitFor(() => expect(field).toHaveFocus());
    const first = new URLSearchParams(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/oauth/local/callback');
    expect(first.get('callback')).toBe('code=abc&state=xyz');
    expect(first.get('flow')).toBe('f'.repeat(43));
    expect(first.has('password')).toBe(false);

    await user.type(field, 'Mein-Passw0rt');
    await user.click(screen.getByRole('button', { name: 'Verbinden und anmelden' }));
    expect(await screen.findByText('Unbekanntes Konto oder falsche Zugangsdaten')).toBeVisible();
    const second = new URLSearchParams(String(fetchSpy.mock.calls[1]?.[1]?.body));
    expect(second.get('password')).toBe('Mein-Passw0rt');
    expect(second.get('flow')).toBe('f'.repeat(43));
  });
});
