import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
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
    const api = mockApi({
      [`GET /pages/invites/${TOKEN}`]: () => ({
        page: summary,
        role: 'team',
        expiresAt: '2026-11-30T10:00:00.000Z',
      }),
      [`POST /pages/invites/${TOKEN}/accept`]: () => ({ page: summary, role: 'team' }),
      'GET /user/me': () => apiError(401, 'auth.required'),
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
    expect(api.calls(`POST /pages/invites/${TOKEN}/accept`)).toHaveLength(1);
  });

  it('says when a link is not available (unknown, expired or revoked)', async () => {
    mockApi({
      [`GET /pages/invites/${TOKEN}`]: () => apiError(404, 'link.unavailable'),
    });
    renderWithProviders(<PageJoinScreen token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist nicht verfügbar');
    expect(screen.queryByRole('button', { name: 'Beitreten' })).not.toBeInTheDocument();
  });
});
