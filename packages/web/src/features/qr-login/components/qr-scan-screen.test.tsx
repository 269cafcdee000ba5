import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { cameraErrorCode } from './camera-scanner.tsx';
import { QrScanScreen } from './qr-scan-screen.tsx';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function cameraFails(name: string | null) {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('camera', name ?? 'Error')));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: name === null ? undefined : { getUserMedia },
  });
  return getUserMedia;
}

afterEach(() => {
  vi.restoreAllMocks();
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('QrScanScreen camera', () => {
  it.each([
    ['NotAllowedError', 'Kein Zugriff auf Kamera'],
    ['NotFoundError', 'Keine geeignete Kamera gefunden'],
    ['OverconstrainedError', 'Keine geeignete Kamera gefunden'],
  ])('tells the user when getUserMedia fails with %s', async (name, message) => {
    const getUserMedia = cameraFails(name);
    renderWithProviders(<QrScanScreen />, { route: '/qrscan' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    // Typing the code stays possible.
    expect(screen.getByLabelText('Code eingeben oder einfügen')).toBeVisible();
  });

  it('says no camera was found when the browser has no camera API', async () => {
    cameraFails(null);
    renderWithProviders(<QrScanScreen />, { route: '/qrscan' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine geeignete Kamera gefunden');
  });

  it('maps errors to the two catalogue codes', () => {
    expect(cameraErrorCode(new DOMException('x', 'SecurityError'))).toBe('client.camera_no_access');
    expect(cameraErrorCode(new DOMException('x', 'NotReadableError'))).toBe(
      'client.camera_not_found',
    );
    expect(cameraErrorCode('weird')).toBe('client.camera_not_found');
  });
});

describe('QrScanScreen pasted code', () => {
  const details = {
    id: 'Ab3dE6gH9k',
    browser: 'Chrome 131',
    system: 'Linux',
    userAgent: 'Mozilla/5.0',
    address: '192.0.2.10',
    createdAt: '2026-11-23T01:00:00.000Z',
    expiresAt: '2026-11-23T01:02:00.000Z',
  };

  it('shows which browser asks and approves it', async () => {
    cameraFails('NotFoundError');
    const api = mockApi({
      'GET /qrlogin/:id/details': details,
      'POST /qrlogin/:id/approve': { status: 'approved' },
    });
    const user = userEvent.setup();
    renderWithProviders(<QrScanScreen />, { route: '/qrscan' });
    const field = () => screen.getByLabelText('Code eingeben oder einfügen');

    await user.type(field(), 'kein code');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Das ist kein gültiger Code.'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(api.calls()).toEqual([]);

    await user.clear(field());
    // Spaces around it and a code in lower case are fine.
    await user.type(field(), ' Ab3dE6gH9k-7kq2mx4p ');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByText('Diesen Browser anmelden?')).toBeVisible();
    const requester = screen.getByTestId('qr-requester');
    expect(requester).toHaveTextContent('Chrome 131');
    expect(requester).toHaveTextContent('Linux');
    expect(requester).toHaveTextContent('192.0.2.10');
    const [asked] = api.calls('GET /qrlogin/:id/details');
    expect(asked?.path).toBe('/qrlogin/Ab3dE6gH9k/details');
    expect(asked?.query.get('code')).toBe('7KQ2MX4P');

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Erledigt: Der Browser ist jetzt mit deinem Konto angemeldet.'),
    ).toBeVisible();
    expect(api.calls('POST /qrlogin/:id/approve')[0]?.body).toEqual({ code: '7KQ2MX4P' });
  });

  it('refuses a waiting browser', async () => {
    cameraFails('NotFoundError');
    const api = mockApi({
      'GET /qrlogin/:id/details': details,
      'POST /qrlogin/:id/reject': { status: 'rejected' },
    });
    const user = userEvent.setup();
    renderWithProviders(<QrScanScreen />, { route: '/qrscan?c=Ab3dE6gH9k-7KQ2MX4P' });
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/nicht angemeldet/);
    expect(api.calls('POST /qrlogin/:id/reject')[0]?.path).toBe('/qrlogin/Ab3dE6gH9k/reject');
  });

  it('takes the code from the link a phone camera opens and shows an expired code', async () => {
    cameraFails('NotFoundError');
    mockApi({ 'GET /qrlogin/:id/details': () => apiError(422, 'qr.challenge_invalid') });
    renderWithProviders(<QrScanScreen />, { route: '/qrscan?c=Ab3dE6gH9k-7KQ2MX4P' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser QR-Code ist abgelaufen oder wurde schon verwendet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Weiteren Code scannen' }));
    await waitFor(() => expect(screen.getByLabelText('Code eingeben oder einfügen')).toBeVisible());
  });
});
