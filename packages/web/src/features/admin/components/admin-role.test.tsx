import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminUserScreen } from './admin-user-screen.tsx';

// jsdom has no modal `<dialog>`: open and close it by the attribute, as a browser does.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

const detailWithRole = (role: 'user' | 'moderator') => ({
  user: {
    id: 'user1',
    name: 'Kira Klang',
    email: 'kira@backline.test',
    type: 'musician',
    role,
    createdAt: '2026-11-01T10:00:00.000Z',
    activatedAt: '2026-11-01T10:05:00.000Z',
    deactivatedAt: null,
    deletionRequestedAt: null,
    purgedAt: null,
    bans: { shadowBannedAt: null, communityBanUntil: null, communityBanActive: false },
    locale: 'de',
    phone: null,
    twoFactorEnabled: false,
  },
  sessions: 1,
  auditLog: [],
});

describe('the moderator role in the admin user detail', () => {
  it('is granted with a reason, then only revoking it is offered', async () => {
    const api = mockApi({
      'GET /admin/users': { users: [], page: 1, hasMore: false },
      'GET /admin/users/:id': detailWithRole('user'),
      'POST /admin/users/:id/role': detailWithRole('moderator'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUserScreen siteRole="admin" />, { route: '/admin/user?id=user1' });
    expect(await screen.findByRole('button', { name: 'Moderatorrolle entziehen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zum Moderator machen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zum Moderator machen' });
    expect(dialog).toHaveTextContent(/Zwei-Faktor-Anmeldung/);
    await user.type(within(dialog).getByLabelText(/^Grund/), 'Hilft im Forum');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(await screen.findByText('Erledigt.')).toBeVisible();
    expect(api.calls('POST /admin/users/:id/role')[0]?.body).toEqual({
      role: 'moderator',
      reason: 'Hilft im Forum',
    });
    expect(screen.getByRole('button', { name: 'Zum Moderator machen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Moderatorrolle entziehen' })).toBeEnabled();
  });
});
