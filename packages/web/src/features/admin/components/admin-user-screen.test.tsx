import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminUserScreen } from './admin-user-screen.tsx';
import { isoDay } from './admin-action-dialog.tsx';

// jsdom has no modal `<dialog>`: open and close it by the attribute, as a browser does.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

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

const UNBANNED = {
  ...DETAIL,
  user: {
    ...DETAIL.user,
    bans: { shadowBannedAt: null, communityBanUntil: null, communityBanActive: false },
  },
};

/** The search (Kira for "kira", nobody else) and Kira's account. */
const adminApi = (detail: object = DETAIL) =>
  mockApi({
    'GET /admin/users': ({ query }) => ({
      users: query.get('q') === 'kira' ? [SUMMARY] : [],
      page: 1,
      hasMore: false,
    }),
    'GET /admin/users/:id': detail,
  });

describe('AdminUserScreen', () => {
  it('tells a member without the admin role that the page is not for them, asking nothing', () => {
    const api = mockApi({});
    renderWithProviders(<AdminUserScreen siteRole="user" />, { route: '/admin/user' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Seite ist nur für Administrator:innen.',
    );
    expect(api.calls()).toHaveLength(0);
  });

  it('searches on the server and shows an account with its ban and audit log', async () => {
    const api = adminApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminUserScreen siteRole="admin" />, {
      route: '/admin/user',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
    expect(await screen.findByText('Keine Konten gefunden.')).toBeVisible();
    await user.type(screen.getByLabelText('Name oder E-Mail'), '  kira ');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const result = await screen.findByRole('button', { name: /Kira Klang/ });
    expect(result).toHaveTextContent('kira@backline.test');
    expect(result).toHaveTextContent('Sperren');
    expect(router.state.location.search).toBe('?q=kira');
    expect(api.calls('GET /admin/users').map((call) => call.search)).toEqual([
      '?q=&page=1',
      '?q=kira&page=1',
    ]);

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
  });

  it('follows the address back to an earlier search', async () => {
    adminApi();
    const { router } = renderWithProviders(<AdminUserScreen siteRole="admin" />, {
      route: '/admin/user?q=kira',
    });
    const field = screen.getByLabelText('Name oder E-Mail');
    expect(field).toHaveValue('kira');
    await router.navigate('/admin/user?q=mia');
    await vi.waitFor(() => expect(field).toHaveValue('mia'));
  });

  it('sets a community ban until a chosen day, the server’s answer on that day', async () => {
    adminApi(UNBANNED);
    const ban = mockApi({
      'POST /admin/users/:id/community-ban': ({ body }) =>
        (body as { until: string }).until < new Date().toISOString()
          ? apiError(422, 'admin.ban_end_in_past', 'until')
          : { ...DETAIL },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUserScreen siteRole="admin" />, {
      route: '/admin/user?q=kira&id=user1',
    });
    await user.click(await screen.findByRole('button', { name: 'Community-Sperre setzen' }));
    const dialog = screen.getByRole('dialog', { name: 'Community-Sperre setzen' });
    const until = within(dialog).getByLabelText(/^Gesperrt bis einschließlich/);
    expect(until).toHaveValue(isoDay(new Date(Date.now() + 7 * 86_400_000)));

    // Cleared: required, on the field, nothing sent.
    await user.clear(until);
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await vi.waitFor(() => expect(until).toHaveAccessibleDescription('Pflichtfeld'));
    expect(ban.calls()).toHaveLength(0);

    // A day gone by: the server says so on the field.
    await user.type(until, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await vi.waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
    expect(until).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // Past the years dates may lie in: the domain's text on the field, nothing sent.
    const sent = ban.calls().length;
    await user.clear(until);
    await user.type(until, '2101-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await vi.waitFor(() =>
      expect(until).toHaveAccessibleDescription('Bitte gib ein Datum zwischen 1900 und 2100 an'),
    );
    expect(ban.calls()).toHaveLength(sent);

    await user.clear(until);
    await user.type(until, '2099-12-31');
    await user.type(within(dialog).getByLabelText(/^Grund/), '  Beleidigungen ');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(await screen.findByText('Erledigt.')).toBeVisible();
    expect(ban.calls().at(-1)?.body).toEqual({
      reason: 'Beleidigungen',
      until: new Date('2099-12-31T23:59:00').toISOString(),
    });
    expect(screen.getByTestId('admin-bans')).toHaveTextContent(/Community-Sperre bis/);
  });
});
