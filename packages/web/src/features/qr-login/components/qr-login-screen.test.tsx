import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QrLoginScreen } from './qr-login-screen.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QrLoginScreen', () => {
  it('shows the QR code and the code to type, and a new code once it expired', async () => {
    let created = 0;
    const waits: string[] = [];
    let release = () => undefined as void;
    const firstWait = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/qrlogin')) {
        created += 1;
        return json(200, {
          id: `Chall0000${created}`,
          code: '7KQ2MX4P',
          secret: `secret-of-challenge-${created}-xxxxxxxxxxxx`,
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        });
      }
      if (url.endsWith('/wait')) {
        waits.push(String(init?.body));
        if (waits.length === 1) {
          await firstWait;
          return json(200, { status: 'pending' });
        }
        if (waits.length === 2) return json(200, { status: 'expired' });
        // The new challenge waits until the screen goes away.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }
      return json(404, { code: 'server.not_found', message: 'x' });
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
    expect(waits).toHaveLength(2);
    expect(JSON.parse(waits[0]!)).toEqual({ secret: 'secret-of-challenge-1-xxxxxxxxxxxx' });
    for (const [url] of fetchSpy.mock.calls) expect(String(url)).not.toContain('secret');

    await user.click(button);
    expect(await screen.findByTestId('qr-login-code')).toHaveTextContent('Chall00002-7KQ2MX4P');
    expect(created).toBe(2);
    expect(onToken).not.toHaveBeenCalled();
  });
});
