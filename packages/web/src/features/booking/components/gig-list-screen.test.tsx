import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingOfferSummary } from '@backline/domain';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { summary } from './booking-test-data.ts';
import { GigListScreen } from './gig-list-screen.tsx';

/** The list API: answers every query with `total` offers; the record holds the queries asked. */
const listApi = (
  items: BookingOfferSummary[] = [summary()],
  total = items.length,
  pageSize = 20,
  totalCapped = false,
) =>
  mockApi({
    'GET /booking': ({ query }) => ({
      items,
      total,
      totalCapped,
      page: Number(query.get('page') ?? 1),
      pageSize,
    }),
  });
const queries = (api: ReturnType<typeof listApi>) =>
  api.calls('GET /booking').map((call) => call.search.replace(/^\?/, ''));

/** A phone's width: the theme's `sm` breakpoint does not match (jsdom matches no media query). */
function phoneWidth() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) => ({
    ...matchMedia(media),
    media,
    matches: media.includes('max-width'),
  }));
}

describe('GigListScreen', () => {
  it('shows the offers as cards with date, place, pay, free slots and badges', async () => {
    listApi([
      summary({ myApplication: { status: 'applied' } }),
      summary({
        id: 'offer00002',
        title: 'Open Stage',
        pay: { kind: 'negotiable' },
        freeSlots: 1,
        dateCount: 1,
        virtual: true,
        venue: null,
        status: 'closed',
        localActsPreferred: false,
        premium: true,
      }),
    ]);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    const list = await screen.findByRole('list', { name: '2 Angebote' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Indie-Abend' })).toHaveAttribute(
      'href',
      '/booking/indie-abend-offer00001',
    );
    // The first date as a calendar leaf, read as one date.
    expect(first.getByText('Samstag, 1. Juni 2030')).toBeInTheDocument();
    expect(first.getByText('Kulturhalle · Köln')).toBeVisible();
    expect(first.getByText(/ · 3 Termine · Live · Indie/)).toBeVisible();
    expect(first.getByText('Gage 250 €')).toBeVisible();
    expect(first.getByText('4 freie Slots')).toBeVisible();
    expect(first.getByText('Lokale Acts')).toBeVisible();
    // I applied to this one already.
    expect(first.getByText('Beworben')).toBeVisible();
    expect(first.queryByText('Offen')).toBeNull();
    const second = within(cards[1]!);
    expect(second.getByText('Online · Kulturhalle')).toBeVisible();
    expect(second.getByText('Gage nach Absprache')).toBeVisible();
    // One of each: the singular.
    expect(second.getByText('1 freier Slot')).toBeVisible();
    expect(second.getByText('Geschlossen')).toBeVisible();
    expect(second.getByText('Premium')).toBeVisible();
    expect(second.queryByText('Beworben')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 Angebote');
  });

  it('counts one offer in the singular, in both languages', async () => {
    listApi([summary()]);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 Angebot$/);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 offer$/);
    expect(screen.getByText('4 free slots')).toBeVisible();
  });

  it('says "more than 1,000" when the server stopped counting, in both languages', async () => {
    listApi([summary()], 1000, 20, true);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Mehr als 1\.000 Angebote$/);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('status')).toHaveTextContent(/^More than 1,000 offers$/);
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const api = listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    await screen.findAllByRole('listitem');
    // The most used filter is a chip on the bar; the rest wait in the panel.
    await user.click(screen.getByRole('button', { name: 'Nur mit Gage' }));
    expect(router.state.location.search).toBe('?paid=1');
    expect(screen.getByRole('button', { name: 'Nur mit Gage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Auftrittsart' }),
      'stream',
    );
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Region' }),
      'Bayern (Deutschland)',
    );
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Sortierung' }), 'pay');
    expect(router.state.location.search).toBe('?paid=1&type=stream&region=DE-02&sort=pay');
    await waitFor(() =>
      expect(queries(api).at(-1)).toBe('paid=1&type=stream&region=DE-02&sort=pay'),
    );
    await user.click(within(panel).getByRole('button', { name: '1 Ergebnis anzeigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The filters set show as chips, each named by what it removes.
    await user.click(
      screen.getByRole('button', { name: 'Filter entfernen: Auftrittsart: Stream' }),
    );
    expect(router.state.location.search).toBe('?paid=1&region=DE-02&sort=pay');
    expect(screen.getByRole('button', { name: 'Filter entfernen: Region: Bayern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(router.state.location.search).toBe('');
  });

  it('searches while typing, once typing pauses, replacing the history entry', async () => {
    const api = listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, {
      route: '/start',
      routes: [{ path: '/start', element: <p>Start</p> }],
    });
    await router.navigate('/gigs?type=live');
    await screen.findAllByRole('listitem');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Jazz');
    // No Enter: the pause applies it, once, with the whole word.
    await waitFor(() => expect(router.state.location.search).toBe('?type=live&q=Jazz'));
    await waitFor(() => expect(queries(api).at(-1)).toBe('type=live&q=Jazz'));
    expect(queries(api)).not.toContain('type=live&q=J');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the list instead of stepping back through the search.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('follows the address when it changes from outside, e.g. back to an earlier search', async () => {
    listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, {
      route: '/gigs?q=Rock',
    });
    const field = await screen.findByRole('searchbox', { name: 'Suche' });
    expect(field).toHaveValue('Rock');
    await router.navigate('/gigs?q=Blues');
    await waitFor(() => expect(field).toHaveValue('Blues'));
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });

  it('pages on the server', async () => {
    const api = listApi([summary()], 45, 20);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/booking" />, {
      route: '/booking?type=live',
    });
    expect(await screen.findByText('Seite 1 von 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(router.state.location.search).toBe('?type=live&page=2');
    expect(await screen.findByText('Seite 2 von 3')).toBeVisible();
    expect(queries(api).at(-1)).toBe('type=live&page=2');
  });

  it('says so when nothing matches, with the filters to reset', async () => {
    listApi([], 0);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, {
      route: '/gigs?q=xyz',
    });
    expect(await screen.findByRole('heading', { name: 'Keine passenden Angebote' })).toBeVisible();
    expect(screen.getByText(/^Keine Angebote für diese Filter/)).toBeVisible();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Filter zurücksetzen' });
    await user.click(inEmptyState!);
    expect(router.state.location.search).toBe('');
  });

  it('without any offer invites to create the first', async () => {
    listApi([], 0);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    expect(await screen.findByRole('heading', { name: 'Noch keine Angebote' })).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Angebot erstellen' });
    expect(links.at(-1)).toHaveAttribute('href', '/booking/create');
  });

  it('shows placeholder cards while loading and a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /booking': () =>
        fail
          ? apiError(500, 'server.backend_error')
          : { items: [summary()], total: 1, totalCapped: false, page: 1, pageSize: 20 },
    });
    const user = userEvent.setup();
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Indie-Abend' })).toBeVisible();
  });

  it('opens the full filter set in a side panel on a wide screen', async () => {
    listApi();
    const user = userEvent.setup();
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs?type=live' });
    await screen.findAllByRole('listitem');
    // List first: the fields wait in the panel, the bar shows the search and the chips.
    expect(screen.queryByRole('combobox', { name: 'Auftrittsart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(panel).getByRole('combobox', { name: 'Auftrittsart' })).toHaveValue('live');
  });

  it('on a phone keeps the filters behind a button that counts them and opens them as a dialog', async () => {
    phoneWidth();
    listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, {
      route: '/gigs?q=Jazz&type=live&paid=1&sort=pay',
    });
    await screen.findAllByRole('listitem');
    // The search stays in view; type and "paid" are two filters (search and sort are none).
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Jazz');
    expect(screen.queryByRole('combobox', { name: 'Auftrittsart' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filter (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Nur Premium' }));
    expect(router.state.location.search).toBe('?q=Jazz&type=live&paid=1&sort=pay&premium=1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const counted = screen.getByRole('button', { name: 'Filter (3)' });
    await waitFor(() => expect(counted).toHaveFocus());

    // Without filters the button says just that; "show results" closes the sheet too.
    await user.click(counted);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filter' })).getByRole('button', {
        name: 'Filter zurücksetzen',
      }),
    );
    await user.click(screen.getByRole('button', { name: '1 Ergebnis anzeigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('says "Filter" in the singular and "Filters" in the plural in English', async () => {
    phoneWidth();
    listApi();
    await i18n.changeLanguage('en');
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, {
      route: '/gigs?paid=1',
    });
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await router.navigate('/gigs?paid=1&local=1');
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });
});
