import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrScanScreen } from '../../features/qr-login/components/qr-scan-screen.tsx';
import { mockApi } from '../../test/api.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { prefetch } from './qr-scan-data.ts';

const DETAILS = {
  id: 'Ab3dE6gH9k',
  browser: 'Chrome 131',
  system: 'Linux',
  userAgent: 'Mozilla/5.0',
  address: '192.0.2.10',
  createdAt: '2026-11-23T01:00:00.000Z',
  expiresAt: '2026-11-23T01:02:00.000Z',
};

const at = (address: string) => ({
  params: {},
  url: new URL(address, 'http://localhost'),
  queryClient: createTestQueryClient(),
});

describe('/qrscan data', () => {
  it('asks which browser waits before the screen is there, as the screen asks', async () => {
    const api = mockApi({ 'GET /qrlogin/:id/details': DETAILS });
    const args = at('/qrscan?c=Ab3dE6gH9k-7kq2mx4p');
    await prefetch(args);
    expect(api.calls().map((call) => `${call.path}${call.search}`)).toEqual([
      '/qrlogin/Ab3dE6gH9k/details?code=7KQ2MX4P',
    ]);

    renderWithProviders(<QrScanScreen />, {
      route: '/qrscan?c=Ab3dE6gH9k-7kq2mx4p',
      queryClient: args.queryClient,
    });
    expect(screen.getByTestId('qr-requester')).toHaveTextContent('Chrome 131');
    expect(api.calls()).toHaveLength(1);
  });

  it('asks nothing without a readable code', async () => {
    const api = mockApi({});
    await prefetch(at('/qrscan'));
    await prefetch(at('/qrscan?c=kein-code'));
    expect(api.calls()).toEqual([]);
  });
});
