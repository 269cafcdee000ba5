import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminUserScreen } from './admin-user-screen.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const SUMMARY = {
  id: 'user1',
  name: 'Kira Klang',
  email: 'kira@backline.test',
  type: 'musician',
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  activatedAt: '2026-11-01T10:05:00.000Z',
  deactivatedAt: null,
  deletionRequestedAt: null,
  purgedAt: null,
  bans: {
    shadowBannedAt: null,
    communityBanUntil: '2099-12-31T22:59:00.000Z',
    communityBanActive: true,
  },
};

const DETAIL = {
  user: { ...SUMMARY, locale: 'de', phone: null, twoFactorEnabled: false },
  sessions: 2,
  auditLog: [
    {
      id: 'a1',
      action: 'community_ban',
      reason: 'Beleidigungen',
      details: { until: SUMMARY.bans.communityBanUntil },
      createdAt: '2026-11-20T09:00:00.000Z',
      actor: { id: 'admin1', name: 'Backline Admin' },
    },
  ],
};

describe('AdminUserScreen', () => {
  it('tells a member without the admin role that the page is not for them, asking nothing', () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    renderWithProviders(<AdminUserScreen siteRole="user" />, { route: '/admin/user' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Seite ist nur für Administrator:innen.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('searches on the server and shows an account with its ban and audit log', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/api/admin/users/user1')) return Promise.resolve(jsonResponse(200, DETAIL));
      return Promise.resolve(
        jsonResponse(200, {
          users: url.includes('q=kira') ? [SUMMARY] : [],
          page: 1,
          hasMore: false,
        }),
      );
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminUserScreen siteRole="admin" />, {
      route: '/admin/user',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
    await user.type(screen.getByLabelText('Name oder E-Mail'), 'kira');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const result = await screen.findByRole('button', { name: /Kira Klang/ });
    expect(result).toHaveTextContent('kira@backline.test');
    expect(result).toHaveTextContent('Sperren');
    expect(router.state.location.search).toBe('?q=kira');

    await user.click(result);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kira Klang' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=kira&id=user1');
    expect(screen.getByTestId('admin-bans')).toHaveTextContent(/Community-Sperre bis/);
    const log = screen.getByTestId('admin-audit-log');
    expect(log).toHaveTextContent('Community-Sperre gesetzt');
    expect(log).toHaveTextContent('von Backline Admin');
    expect(log).toHaveTextContent('Grund: Beleidigungen');
    expect(screen.getByRole('button', { name: 'Sperren aufheben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Konto deaktivieren' })).toBeEnabled();

    const searched = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(searched.some((url) => url.includes('/api/admin/users?q=kira&page=1'))).toBe(true);
  });
});
