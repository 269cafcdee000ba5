import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../fake-api.ts';
import { PageJoinScreen } from './page-join-screen.tsx';

const TOKEN = 'A'.repeat(43);
const summary = {
  id: 'page123456',
  type: 'organization',
  kind: 'artist',
  name: 'Die Band',
  resource: '/die-band',
  urlname: 'die-band',
  status: 'active',
  picture: null,
};

describe('PageJoinScreen', () => {
  it('shows the page the link offers and joins it', async () => {
    const { calls } = fakeApi({
      [`GET /api/pages/invites/${TOKEN}`]: () => ({
        page: summary,
        role: 'team',
        expiresAt: '2026-11-30T10:00:00.000Z',
      }),
      [`POST /api/pages/invites/${TOKEN}/accept`]: () => ({ page: summary, role: 'team' }),
      'GET /api/user/me': () => ({ status: 401, body: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PageJoinScreen token={TOKEN} />);
    expect(
      await screen.findByText(
        'Du wurdest eingeladen, dem Team von „Die Band“ als Team beizutreten.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Beitreten' }));
    expect(await screen.findByText('Du bist jetzt im Team von „Die Band“.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Seite' })).toHaveAttribute('href', '/die-band');
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('says when a link is not available (unknown, expired or revoked)', async () => {
    fakeApi({
      [`GET /api/pages/invites/${TOKEN}`]: () => ({
        status: 404,
        body: { code: 'link.unavailable', message: 'x' },
      }),
    });
    renderWithProviders(<PageJoinScreen token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist nicht verfügbar');
    expect(screen.queryByRole('button', { name: 'Beitreten' })).not.toBeInTheDocument();
  });
});
