import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookmarksScreen } from './bookmarks-screen.tsx';
import { bookmark, mockBookmarksApi } from './bookmarks-test-api.ts';

const BOOKMARKS = [
  bookmark({
    id: 'bookmark01',
    name: 'Gitarren',
    route: '/marktplatz',
    filter: { q: 'Gitarre' },
  }),
  bookmark({
    id: 'bookmark02',
    name: 'Bezahlte Live-Gigs',
    route: '/gigs',
    filter: {
      paid: '1',
      type: 'live',
      from: '2026-12-12',
      city: '2886242',
      cityName: 'Köln',
      cityCountry: 'DE',
      km: '50',
    },
  }),
  bookmark({ id: 'bookmark03', name: 'Alles', route: '/booking', filter: {} }),
];

describe('BookmarksScreen', () => {
  it('lists the bookmarks by list route, each filter in words, and opens one', async () => {
    mockBookmarksApi(BOOKMARKS);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Gigs',
      'Booking',
      'Marktplatz',
    ]);
    const filters = screen.getAllByTestId('bookmark-filter').map((item) => item.textContent);
    expect(filters).toEqual([
      'Nur mit Gage · Auftrittsart: Live · ab 12.12.2026 · 50 km um Köln',
      'ohne Filter',
      'Suche: „Gitarre“',
    ]);
    // No raw query string anywhere.
    expect(document.body).not.toHaveTextContent(/paid=|cityName/);

    await user.click(screen.getByRole('button', { name: 'Lesezeichen Bezahlte Live-Gigs öffnen' }));
    expect(router.state.location.pathname).toBe('/gigs');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(
      BOOKMARKS[1]!.filter,
    );
  });

  it('words the filters in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    mockBookmarksApi(BOOKMARKS);
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const gigs = await screen.findByRole('region', { name: 'Gigs' });
    expect(within(gigs).getByTestId('bookmark-filter')).toHaveTextContent(
      'Paid gigs only · Performance type: Live · from Dec 12, 2026 · within 50 km of Köln',
    );
  });

  it('says when there are no bookmarks yet', async () => {
    mockBookmarksApi([]);
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    expect(await screen.findByText(/^Du hast noch keine Lesezeichen/)).toBeVisible();
  });
});
