import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookmarksScreen } from './bookmarks-screen.tsx';
import { bookmark, fakeBookmarksApi } from './test-server.ts';

afterEach(() => vi.restoreAllMocks());

describe('BookmarksScreen', () => {
  it('lists the bookmarks grouped by list route and opens one with its filter', async () => {
    fakeBookmarksApi([
      bookmark({
        id: 'bookmark01',
        name: 'Gitarren',
        route: '/marktplatz',
        filter: { q: 'Gitarre' },
      }),
      bookmark({
        id: 'bookmark02',
        name: 'Jazz',
        route: '/gigs',
        filter: { genre: ['jazz', 'swing'] },
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Gigs', 'Marktplatz']);
    await user.click(screen.getByRole('button', { name: 'Lesezeichen Jazz öffnen' }));
    expect(router.state.location.pathname).toBe('/gigs');
    expect(router.state.location.search).toBe('?genre=jazz&genre=swing');
  });

  it('says when there are no bookmarks yet', async () => {
    fakeBookmarksApi([]);
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    expect(await screen.findByText(/^Du hast noch keine Lesezeichen/)).toBeVisible();
  });
});
