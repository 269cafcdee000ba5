import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QrLoginScreen } from './qr-login-screen.tsx';

const WAIT = 'POST /qrlogin/:id/wait';

/** Challenges numbered from 1, each valid two minutes from now. */
function challenges() {
  let created = 0;
  return () => {
    created += 1;
    return {
      id: `Chall0000${created}`,
      code: '7KQ2MX4P',
      secret: `secret-of-challenge-${created}-xxxxxxxxxxxx`,
      expiresAt: new Date(Date.now() + 120_000).toISOString(),
    };
  };
}

/** A request the server holds open until the screen goes away. */
const heldOpen = () => new Promise<never>(() => undefined);

describe('QrLoginScreen', () => {
  it('shows the QR code and the code to type, and a new code once it expired', async () => {
    let release = () => undefined as void;
    const firstWait = new Promise<void>((resolve) => {
      release = resolve;
    });
    let waits = 0;
    const api = mockApi({
      'POST /qrlogin': challenges(),
      [WAIT]: async () => {
        waits += 1;
        if (waits === 1) {
          await firstWait;
          return { status: 'pending' };
        }
        return waits === 2 ? { status: 'expired' } : heldOpen();
      },
    });
    const user = userEvent.setup();
    const onToken = vi.fn(() => Promise.resolve());
    renderWithProviders(<QrLoginScreen onToken={onToken} />, { route: '/qrlogin' });

    expect(await screen.findByRole('img', { name: 'QR-Code zur Anmeldung' })).toBeVisible();
    expect(screen.getByTestId('qr-login-code')).toHaveTextContent('Chall00001-7KQ2MX4P');
    expect(screen.getByText(/Warte auf Bestätigung/)).toBeVisible();
    release();
    // Asked again after `pending`; the secret travels in the body, never in the address.
    const button = await screen.findByRole('button', { name: 'Neuer Code' });
    expect(screen.getByText('Der Code ist abgelaufen.')).toBeVisible();
    expect(api.calls(WAIT).map((call) => call.path)).toEqual([
      '/qrlogin/Chall00001/wait',
      '/qrlogin/Chall00001/wait',
    ]);
    expect(api.calls(WAIT)[0]?.body).toEqual({ secret: 'secret-of-challenge-1-xxxxxxxxxxxx' });
    for (const call of api.calls()) expect(`${call.path}${call.search}`).not.toContain('secret');

    await user.click(button);
    expect(await screen.findByTestId('qr-login-code')).toHaveTextContent('Chall00002-7KQ2MX4P');
    expect(api.calls('POST /qrlogin')).toHaveLength(2);
    expect(onToken).not.toHaveBeenCalled();
  });

  it('hands the token on once the phone approved', async () => {
    const api = mockApi({
      'POST /qrlogin': challenges(),
      [WAIT]: { token: 'qr-session-token' },
    });
    const onToken = vi.fn(() => heldOpen());
    renderWithProviders(<QrLoginScreen onToken={onToken} />, { route: '/qrlogin' });
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('qr-session-token'));
    expect(await screen.findByText('Du wirst angemeldet …')).toBeVisible();
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(api.calls(WAIT)).toHaveLength(1);
  });

  it('calls a used code expired at once and offers a new one', async () => {
    mockApi({
      'POST /qrlogin': challenges(),
      [WAIT]: () => apiError(422, 'qr.challenge_invalid'),
    });
    renderWithProviders(<QrLoginScreen onToken={() => Promise.resolve()} />, {
      route: '/qrlogin',
    });
    expect(await screen.findByText('Der Code ist abgelaufen.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neuer Code' })).toBeVisible();
  });

  it('says why no code could be made', async () => {
    mockApi({ 'POST /qrlogin': () => reply(429, { code: 'auth.rate_limited', message: 'x' }) });
    renderWithProviders(<QrLoginScreen onToken={() => Promise.resolve()} />, {
      route: '/qrlogin',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zu viele Versuche/);
    expect(screen.getByRole('button', { name: 'Neuer Code' })).toBeVisible();
  });
});
