import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumCategoryList, ForumTopicList, ForumTopicSummary } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ForumListScreen } from './forum-list-screen.tsx';

const CATEGORIES: ForumCategoryList = {
  items: [
    {
      id: 'fcatallg01',
      slug: 'allgemein',
      names: { de: 'Allgemeines', en: 'General' },
      descriptions: { de: '', en: '' },
      moderators: [],
    },
    {
      id: 'fcatgear01',
      slug: 'equipment',
      names: { de: 'Equipment & Technik', en: 'Gear & tech' },
      descriptions: { de: '', en: '' },
      moderators: [],
    },
  ],
};

const topic = (id: string, title: string): ForumTopicSummary => ({
  id,
  path: `/forum/x-${id}`,
  title,
  excerpt: '',
  tags: ['amps'],
  category: { id: 'fcatgear01', slug: 'equipment', names: CATEGORIES.items[1]!.names },
  author: { kind: 'user', id: 'anna00001', name: 'Anna', resource: '/user/anna-anna00001' },
  commentCount: 2,
  threadState: 'closed',
  contentState: 'published',
  mine: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActivityAt: '2026-11-21T10:00:00.000Z',
});

describe('ForumListScreen', () => {
  it('lists topics and keeps the category filter in the address', async () => {
    const first: ForumTopicList = { items: [topic('topic0001', 'Röhrenamp?')], nextCursor: 'c1' };
    const second: ForumTopicList = { items: [topic('topic0002', 'Rider?')], nextCursor: null };
    const api = mockApi({
      'GET /forum/categories': CATEGORIES,
      'GET /forum/topics': ({ query }) => (query.get('cursor') ? second : first),
      'GET /user/me': { user: createMe(), clientVersion: '1' },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ForumListScreen />, { route: '/forum' });
    expect(await screen.findByRole('link', { name: 'Röhrenamp?' })).toHaveAttribute(
      'href',
      '/forum/x-topic0001',
    );
    expect(screen.getByText('Geschlossen')).toBeVisible();
    expect(screen.getByText('2 Kommentare', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weitere Themen' }));
    expect(await screen.findByRole('link', { name: 'Rider?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Equipment & Technik' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=equipment'));
    await waitFor(() =>
      expect(
        api.calls('GET /forum/topics').some((call) => call.query.get('category') === 'equipment'),
      ).toBe(true),
    );
  });
});
