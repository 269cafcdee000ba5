import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExternalSignIn } from './external-sign-in.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('ExternalSignIn', () => {
  it('shows nothing when no provider is configured', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(json({ providers: [] }));
    const { container } = renderWithProviders(<ExternalSignIn redirect={null} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(container.querySelector('button')).toBeNull();
  });

  it('offers one button per provider and keeps the flow for /oauth when one is chosen', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(json({ providers: [{ id: 'local', name: 'Local ID' }] }))
      .mockResolvedValueOnce(json({ code: 'auth.external_failed', message: 'x' }, 422));
    const user = userEvent.setup();
    renderWithProviders(<ExternalSignIn redirect="/user/settings" />);
    await user.click(await screen.findByRole('button', { name: 'Weiter mit Local ID' }));
    expect(String(fetchSpy.mock.calls[1]?.[0])).toContain('/api/oauth/local/start');
    expect(
      await screen.findByText(
        'Die externe Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
      ),
    ).toBeVisible();
    expect(window.sessionStorage.getItem('backline_oidc_flow')).toBeNull();
  });
});
