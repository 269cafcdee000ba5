import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalSignIn } from '../../features/auth/components/external-sign-in.tsx';
import { mockApi } from '../../test/api.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { prefetch } from './login-data.ts';

describe('/login data', () => {
  it('asks for the external providers before the form is there, not for the reset or the links', async () => {
    const api = mockApi({
      'GET /oauth/providers': { providers: [{ id: 'local', name: 'Local ID' }] },
    });
    const queryClient = createTestQueryClient();
    const at = (address: string) => ({
      params: {},
      url: new URL(address, 'http://localhost'),
      queryClient,
    });
    await prefetch(at('/login?reset='));
    await prefetch(at('/login?reactivate=token'));
    await prefetch(at('/login?farewell=deleted'));
    expect(api.calls()).toEqual([]);
    await prefetch(at('/login?redirect=%2Fgigs'));
    expect(api.calls()).toHaveLength(1);

    renderWithProviders(<ExternalSignIn redirect={null} />, { queryClient });
    expect(screen.getByRole('button', { name: 'Weiter mit Local ID' })).toBeVisible();
    expect(api.calls()).toHaveLength(1);
  });
});
