import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
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

  it('words a filter of the contact ads with their own labels, in German and English', async () => {
    const contactAds = bookmark({
      id: 'bookmark04',
      name: 'Bands in Köln',
      route: '/musikersuche',
      filter: {
        type: '3',
        plays: 'drums',
        city: '2886242',
        cityName: 'Köln',
        cityCountry: 'DE',
        km: '50',
        ambition: '12',
      },
    });
    mockBookmarksApi([contactAds]);
    const { unmount } = renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const german = await screen.findByRole('region', { name: 'Musikersuche' });
    expect(within(german).getByTestId('bookmark-filter')).toHaveTextContent(
      'Musiker:in sucht Band · Spielt: Schlagzeug · 50 km um Köln · Ambition: Ambitioniert, Semiprofessionell',
    );
    unmount();

    await i18n.changeLanguage('en');
    mockBookmarksApi([contactAds]);
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const english = await screen.findByRole('region', { name: 'Musician search' });
    expect(within(english).getByTestId('bookmark-filter')).toHaveTextContent(
      'Musician seeks band · Plays: Drums · within 50 km of Köln · Ambition: Ambitious, Semi-professional',
    );
    expect(document.body).not.toHaveTextContent(/plays|cityName|ambition: 12/);
  });

  it('says when there are no bookmarks yet, with the next step', async () => {
    mockBookmarksApi([]);
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    expect(await screen.findByRole('heading', { name: 'Noch keine Lesezeichen' })).toBeVisible();
    expect(screen.getByText(/^Du hast noch keine Lesezeichen/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gigs filtern' })).toHaveAttribute('href', '/gigs');
  });

  it('deletes a bookmark at once and brings it back with undo', async () => {
    const api = mockBookmarksApi(BOOKMARKS);
    const user = userEvent.setup();
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    await user.click(
      await screen.findByRole('button', { name: 'Lesezeichen Bezahlte Live-Gigs löschen' }),
    );
    const snackbar = await screen.findByText('Lesezeichen „Bezahlte Live-Gigs“ gelöscht.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Gigs' })).toBeNull());
    expect(api.current().map((b) => b.name)).toEqual(['Gitarren', 'Alles']);

    await user.click(
      within(snackbar.closest('.MuiSnackbarContent-root') as HTMLElement).getByRole('button', {
        name: 'Rückgängig',
      }),
    );
    const gigs = await screen.findByRole('region', { name: 'Gigs' });
    expect(within(gigs).getByText('Bezahlte Live-Gigs')).toBeVisible();
    expect(api.calls('POST /bookmarks')[0]?.body).toEqual({
      name: 'Bezahlte Live-Gigs',
      route: '/gigs',
      filter: BOOKMARKS[1]!.filter,
    });
    expect(api.current().find((b) => b.name === 'Bezahlte Live-Gigs')?.filter).toEqual(
      BOOKMARKS[1]!.filter,
    );
  });

  it('offers a retry when the bookmarks cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /bookmarks': () =>
        fail ? apiError(500, 'server.backend_error') : { bookmarks: [BOOKMARKS[0]!] },
    });
    const user = userEvent.setup();
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Gitarren')).toBeVisible();
  });
});
