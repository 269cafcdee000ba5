import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExternalSignIn } from './external-sign-in.tsx';

describe('ExternalSignIn', () => {
  it('shows nothing when no provider is configured', async () => {
    const api = mockApi({ 'GET /oauth/providers': { providers: [] } });
    const { container } = renderWithProviders(<ExternalSignIn redirect={null} />);
    await waitFor(() => expect(api.calls('GET /oauth/providers')).toHaveLength(1));
    expect(container.querySelector('button')).toBeNull();
  });

  it('offers one button per provider and keeps no flow when the start fails', async () => {
    const api = mockApi({
      'GET /oauth/providers': { providers: [{ id: 'local', name: 'Local ID' }] },
      'POST /oauth/:provider/start': () => apiError(422, 'auth.external_failed'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalSignIn redirect="/user/settings" />);
    await user.click(await screen.findByRole('button', { name: 'Weiter mit Local ID' }));
    expect(
      await screen.findByText(
        'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
      ),
    ).toBeVisible();
    expect(api.calls('POST /oauth/:provider/start')[0]?.params).toMatchObject({
      provider: 'local',
    });
    expect(window.sessionStorage.getItem('backline_oidc_flow')).toBeNull();
  });

  it('keeps the flow and the redirect for /oauth and leaves for the provider', async () => {
    mockApi({
      'GET /oauth/providers': { providers: [{ id: 'local', name: 'Local ID' }] },
      'POST /oauth/:provider/start': { url: '#at-the-provider', flow: 'f'.repeat(43) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalSignIn redirect="/user/settings" />);
    await user.click(await screen.findByRole('button', { name: 'Weiter mit Local ID' }));
    await waitFor(() => expect(window.location.hash).toBe('#at-the-provider'));
    expect(JSON.parse(window.sessionStorage.getItem('backline_oidc_flow') ?? 'null')).toEqual({
      provider: 'local',
      flow: 'f'.repeat(43),
      redirect: '/user/settings',
    });
  });
});
