import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GemaStatus } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GemaBadge } from './gema-badge.tsx';
import { GemaSettingsScreen } from './gema-settings-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const NOT_VERIFIED: GemaStatus = {
  available: true,
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fake reads its own body shape
type Answer = (body: any) => Response;

/** `fetch` answering per `METHOD path`; records what was sent. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer(body);
  });
  return calls;
}

describe('GemaSettingsScreen', () => {
  it('starts a verification with the member number and leaves for the society page', async () => {
    const calls = fakeApi({
      'GET /api/gema': () => jsonResponse(200, NOT_VERIFIED),
      'POST /api/gema/verifications': ({ memberNumber }: { memberNumber: string }) =>
        memberNumber === '123'
          ? jsonResponse(422, {
              code: 'gema.invalid_member_number',
              message: '',
              field: 'memberNumber',
            })
          : jsonResponse(200, {
              redirectUrl: 'http://localhost/api/gema/dev-society?state=abc',
              expiresAt: '2026-11-23T10:30:00.000Z',
            }),
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={redirect} />, { route: '/user/gema' });
    expect(await screen.findByText('Noch nicht verifiziert.')).toBeVisible();
    const field = screen.getByLabelText(/^GEMA-Mitgliedsnummer/, { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    expect(field).toHaveAccessibleDescription('Pflichtfeld');
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Eine GEMA-Mitgliedsnummer besteht aus 4 bis 12 Ziffern.',
      ),
    );
    await user.clear(field);
    await user.type(field, '12345678');
    await user.click(screen.getByRole('button', { name: 'Bei der GEMA bestätigen' }));
    await vi.waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://localhost/api/gema/dev-society?state=abc'),
    );
    expect(calls.at(-1)).toEqual({
      key: 'POST /api/gema/verifications',
      body: { memberNumber: '12345678' },
    });
  });

  it('completes on the way back to the app and shows the result', async () => {
    const calls = fakeApi({
      'GET /api/gema': () => jsonResponse(200, NOT_VERIFIED),
      'POST /api/gema/complete': () => jsonResponse(200, { result: 'confirmed', status: VERIFIED }),
    });
    const { router } = renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, {
      route: '/user/gema?state=abcdefghijklmnopqrstuvwxyz012345&result=confirmed',
    });
    expect(
      await screen.findByText('Deine GEMA-Mitgliedschaft ist jetzt verifiziert.'),
    ).toBeVisible();
    expect(screen.getByTestId('gema-status')).toHaveTextContent('•••••678');
    expect(calls.filter((call) => call.key === 'POST /api/gema/complete')).toEqual([
      {
        key: 'POST /api/gema/complete',
        body: { state: 'abcdefghijklmnopqrstuvwxyz012345', result: 'confirmed' },
      },
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('says when the membership is already linked to another account', async () => {
    fakeApi({
      'GET /api/gema': () => jsonResponse(200, NOT_VERIFIED),
      'POST /api/gema/complete': () =>
        jsonResponse(409, {
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
    const calls = fakeApi({
      'GET /api/gema': () => jsonResponse(200, VERIFIED),
      'PUT /api/gema/badge': ({ visibility }: { visibility: GemaStatus['badge'] }) =>
        jsonResponse(200, { ...VERIFIED, badge: visibility }),
      'DELETE /api/gema': () => jsonResponse(200, NOT_VERIFIED),
    });
    const user = userEvent.setup();
    renderWithProviders(<GemaSettingsScreen redirect={vi.fn()} />, { route: '/user/gema' });
    const membersOnly = await screen.findByRole('radio', { name: /^Nur GEMA-Mitglieder/ });
    expect(screen.getByRole('radio', { name: /^Alle/ })).toBeChecked();
    await user.click(membersOnly);
    expect(await screen.findByText('Sichtbarkeit gespeichert.')).toBeVisible();
    expect(membersOnly).toBeChecked();
    expect(calls.find((call) => call.key === 'PUT /api/gema/badge')?.body).toEqual({
      visibility: 'gema',
    });

    await user.click(screen.getByRole('button', { name: 'Verknüpfung aufheben' }));
    await user.click(screen.getByRole('button', { name: 'Ja, aufheben' }));
    expect(await screen.findByText('Noch nicht verifiziert.')).toBeVisible();
  });

  it('tells when the server has no verification', async () => {
    fakeApi({ 'GET /api/gema': () => jsonResponse(200, { ...NOT_VERIFIED, available: false }) });
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
