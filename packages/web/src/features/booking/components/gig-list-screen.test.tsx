import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingOfferSummary } from '@backline/domain';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { summary } from './booking-test-data.ts';
import { GigListScreen } from './gig-list-screen.tsx';

/** The list API: answers every query with `total` offers; the record holds the queries asked. */
const listApi = (items: BookingOfferSummary[] = [summary()], total = items.length, pageSize = 20) =>
  mockApi({
    'GET /booking': ({ query }) => ({
      items,
      total,
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
  it('shows the offers as cards with date, place, pay and free slots', async () => {
    listApi([
      summary(),
      summary({
        id: 'offer00002',
        title: 'Open Stage',
        pay: { kind: 'none' },
        freeSlots: 1,
        dateCount: 1,
        virtual: true,
        venue: null,
      }),
    ]);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Indie-Abend' })).toHaveAttribute(
      'href',
      '/booking/indie-abend-offer00001',
    );
    expect(first.getByText('Kulturhalle · Köln')).toBeVisible();
    expect(first.getByText(/ · 3 Termine · /)).toBeVisible();
    expect(first.getByText('Gage 250 €')).toBeVisible();
    expect(first.getByText('4 freie Slots')).toBeVisible();
    expect(first.getByText('Lokale Acts')).toBeVisible();
    const second = within(cards[1]!);
    expect(second.getByText('Ohne Gage')).toBeVisible();
    // One of each: the singular.
    expect(second.getByText('1 freier Slot')).toBeVisible();
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

  it('keeps the filters in the address and asks the server with them', async () => {
    const api = listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    await screen.findAllByRole('listitem');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Auftrittsart' }), 'stream');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Region' }),
      'Bayern (Deutschland)',
    );
    await user.click(screen.getByRole('button', { name: 'Nur mit Gage' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'pay');
    expect(router.state.location.search).toBe('?type=stream&region=DE-02&paid=1&sort=pay');
    await waitFor(() =>
      expect(queries(api).at(-1)).toBe('type=stream&region=DE-02&paid=1&sort=pay'),
    );
    expect(screen.getByRole('button', { name: 'Nur mit Gage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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

  it('says so when nothing matches', async () => {
    listApi([], 0);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs?q=xyz' });
    expect(await screen.findByText(/^Keine Angebote für diese Filter/)).toBeVisible();
  });

  it('shows the whole filter panel on a wide screen, without a filter button', async () => {
    listApi();
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs?type=live' });
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('combobox', { name: 'Auftrittsart' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filter( \(\d+\))?$/ })).toBeNull();
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
    await user.click(screen.getByRole('button', { name: 'Ergebnisse anzeigen' }));
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
