import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GemaStatus } from '@backline/domain';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GemaBadge } from './gema-badge.tsx';
import { GemaSettingsScreen } from './gema-settings-screen.tsx';

const NOT_VERIFIED: GemaStatus = {
  available: true,
  simulated: false,
  verified: false,
  memberNumber: null,
  verifiedAt: null,
  badge: 'public',
  pending: null,
};
const VERIFIED: GemaStatus = {
  ...NOT_VERIFIED,
  verified: true,
  memberNumber: '•••••678',
  verifiedAt: '2026-11-23T10:00:00.000Z',
};

describe('GemaSettingsScreen', () => {
  it('asks for the member number, focused, before sending anything', async () => {
    const api = mockApi({ 'GET /gema': NOT_VERIFIED });
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    expect(await screen.findByText('Noch nicht verifiziert.')).toBeVisible();
    const field = screen.getByLabelText(/^GEMA-Mitgliedsnummer/, { selector: 'input' });
    expect(field).toHaveAccessibleDescription(
      '4 bis 12 Ziffern, wie sie auf deinen GEMA-Unterlagen steht.',
    );
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Pflichtfeld'));
    expect(field).toHaveFocus();
    expect(api.calls('POST /gema/verifications')).toHaveLength(0);
  });

  it('shows the server’s answer on the member number, then leaves for the society page', async () => {
    const api = mockApi({
      'GET /gema': NOT_VERIFIED,
      'POST /gema/verifications': ({ body }) =>
        (body as { memberNumber: string }).memberNumber === '123'
          ? apiError(422, 'gema.invalid_member_number', 'memberNumber')
          : {
              redirectUrl: 'http://localhost/api/gema/dev-society?state=abc',
              expiresAt: '2026-11-23T10:30:00.000Z',
            },
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={redirect} />, { route: '/user/gema' });
    const field = await screen.findByLabelText(/^GEMA-Mitgliedsnummer/, { selector: 'input' });
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Eine GEMA-Mitgliedsnummer besteht aus 4 bis 12 Ziffern.',
      ),
    );
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field);
    await user.type(field, '12345678');
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://localhost/api/gema/dev-society?state=abc'),
    );
    expect(screen.getByText('Weiterleitung zur Verwertungsgesellschaft …')).toBeVisible();
    expect(api.calls('POST /gema/verifications').map((call) => call.body)).toEqual([
      { memberNumber: '123' },
      { memberNumber: '12345678' },
    ]);
  });

  it('shows an answer that names no field as an alert', async () => {
    mockApi({
      'GET /gema': NOT_VERIFIED,
      'POST /gema/verifications': () => apiError(429, 'auth.rate_limited'),
    });
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    const field = await screen.findByLabelText(/^GEMA-Mitgliedsnummer/, { selector: 'input' });
    await user.type(field, '12345678');
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('completes on the way back to the app and shows the result', async () => {
    const api = mockApi({
      'GET /gema': NOT_VERIFIED,
      'POST /gema/complete': { result: 'confirmed', status: VERIFIED },
    });
    const { router } = renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, {
      route: '/user/gema?state=abcdefghijklmnopqrstuvwxyz012345&result=confirmed',
    });
    expect(
      await screen.findByText('Deine GEMA-Mitgliedschaft ist jetzt verifiziert.'),
    ).toBeVisible();
    expect(screen.getByTestId('gema-status')).toHaveTextContent('•••••678');
    expect(screen.getByTestId('gema-status')).toHaveTextContent('23.11.2026');
    expect(api.calls('POST /gema/complete').map((call) => call.body)).toEqual([
      { state: 'abcdefghijklmnopqrstuvwxyz012345', result: 'confirmed' },
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('says when the membership is already linked to another account', async () => {
    mockApi({
      'GET /gema': NOT_VERIFIED,
      'POST /gema/complete': () =>
        reply(409, {
          code: 'account.gema_already_linked',
          message: 'Das GEMA-Konto ist bereits mit einem anderen Benutzerkonto verknüpft',
          field: 'memberNumber',
        }),
    });
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, {
      route: '/user/gema?state=abcdefghijklmnopqrstuvwxyz012345&result=confirmed',
    });
    expect(
      await screen.findByText(
        'Das GEMA-Konto ist bereits mit einem anderen Benutzerkonto verknüpft',
      ),
    ).toBeVisible();
  });

  it('changes the badge visibility and unlinks after asking', async () => {
    const api = mockApi({
      'GET /gema': VERIFIED,
      'PUT /gema/badge': ({ body }) => ({
        ...VERIFIED,
        badge: (body as { visibility: GemaStatus['badge'] }).visibility,
      }),
      'DELETE /gema': NOT_VERIFIED,
    });
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    const membersOnly = await screen.findByRole('radio', { name: /^Nur GEMA-Mitglieder/ });
    expect(screen.getByRole('radio', { name: /^Alle/ })).toBeChecked();
    await user.click(membersOnly);
    expect(await screen.findByText('Sichtbarkeit gespeichert.')).toBeVisible();
    expect(membersOnly).toBeChecked();
    expect(api.calls('PUT /gema/badge')[0]?.body).toEqual({ visibility: 'gema' });

    await user.click(screen.getByRole('button', { name: 'Verknüpfung aufheben' }));
    await user.click(screen.getByRole('button', { name: 'Ja, aufheben' }));
    expect(await screen.findByText('Noch nicht verifiziert.')).toBeVisible();
    expect(api.calls('DELETE /gema')).toHaveLength(1);
  });

  it('says plainly when the society is only simulated (the demo)', async () => {
    mockApi({ 'GET /gema': { ...NOT_VERIFIED, simulated: true } });
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    expect(await screen.findByTestId('gema-simulated')).toHaveTextContent(
      'Demo-Modus: Die Bestätigung der GEMA wird auf diesem Server nur simuliert.',
    );
    expect(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' })).toBeVisible();
  });

  it('shows no simulation notice with a real provider', async () => {
    mockApi({ 'GET /gema': NOT_VERIFIED });
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    expect(await screen.findByText('Noch nicht verifiziert.')).toBeVisible();
    expect(screen.queryByTestId('gema-simulated')).toBeNull();
  });

  it('tells when the server has no verification', async () => {
    mockApi({ 'GET /gema': { ...NOT_VERIFIED, available: false } });
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    expect(
      await screen.findByText('Die GEMA-Verifizierung ist auf diesem Server nicht eingerichtet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bei der GEMA bestätigen' })).toBeNull();
  });
});

describe('GemaBadge', () => {
  it('shows the badge only as the members-only policy allows', async () => {
    renderWithProviders(
      <>
        <span data-testid="stranger">
          <GemaBadge visibility="gema" ownerIsVerified viewerIsGemaMember={false} />
        </span>
        <span data-testid="member">
          <GemaBadge visibility="gema" ownerIsVerified viewerIsGemaMember />
        </span>
        <span data-testid="hidden">
          <GemaBadge visibility="none" ownerIsVerified viewerIsGemaMember />
        </span>
        <span data-testid="unverified">
          <GemaBadge visibility="public" ownerIsVerified={false} viewerIsGemaMember />
        </span>
      </>,
    );
    expect(await screen.findByTestId('member')).toHaveTextContent('GEMA-Mitglied');
    for (const id of ['stranger', 'hidden', 'unverified']) {
      expect(screen.getByTestId(id)).toBeEmptyDOMElement();
    }
  });
});
