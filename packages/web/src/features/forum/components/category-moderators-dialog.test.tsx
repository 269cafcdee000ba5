import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumCategory } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CategoryModeratorsDialog } from './category-moderators-dialog.tsx';

const CATEGORY: ForumCategory = {
  id: 'fcatgear01',
  slug: 'equipment',
  names: { de: 'Equipment & Technik', en: 'Gear & tech' },
  descriptions: { de: '', en: '' },
  moderators: [{ id: 'olga00001', name: 'Olga Alt' }],
};

const summary = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@backline.test`,
  type: 'musician',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  activatedAt: '2026-01-01T00:00:00.000Z',
  deactivatedAt: null,
  deletionRequestedAt: null,
  purgedAt: null,
  bans: { shadowBannedAt: null, communityBanUntil: null, communityBanActive: false },
});

describe('CategoryModeratorsDialog', () => {
  it('lets a site admin replace a category moderator by a member found by name', async () => {
    const api = mockApi({
      'GET /admin/users': { users: [summary('nina00001', 'Nina Neu')], page: 1, hasMore: false },
      'PUT /forum/categories/:id/moderators': {
        ...CATEGORY,
        moderators: [{ id: 'nina00001', name: 'Nina Neu' }],
      },
      'GET /forum/categories': { items: [CATEGORY] },
    });
    const user = userEvent.setup();
    renderWithProviders(<CategoryModeratorsDialog open category={CATEGORY} onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Moderator*innen: Equipment & Technik' });
    await user.click(screen.getByRole('button', { name: 'Olga Alt entfernen' }));
    expect(screen.getByText('Noch keine eigenen Moderator*innen.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Mitglied suchen' }), 'Nina');
    await user.click(await screen.findByRole('button', { name: 'Hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Moderator*innen gespeichert')).toBeVisible();
    expect(api.calls('PUT /forum/categories/:id/moderators')[0]?.body).toEqual({
      userIds: ['nina00001'],
    });
  });
});
