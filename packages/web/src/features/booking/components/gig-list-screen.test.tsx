import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { summary } from './booking-test-data.ts';
import { GigListScreen } from './gig-list-screen.tsx';

afterEach(() => vi.restoreAllMocks());

/** The list API: answers every query with `total` offers, and records the queries asked. */
function fakeList(items = [summary()], total = items.length, pageSize = 20) {
  const queries: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.search.replace(/^\?/, ''));
    return jsonResponse(200, {
      items,
      total,
      page: Number(url.searchParams.get('page') ?? 1),
      pageSize,
    });
  });
  return queries;
}

describe('GigListScreen', () => {
  it('shows the offers as cards with date, place, pay and free slots', async () => {
    fakeList([
      summary(),
      summary({
        id: 'offer00002',
        title: 'Open Stage',
        pay: { kind: 'none' },
        freeSlots: 0,
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
    expect(first.getByText('Gage 250 €')).toBeVisible();
    expect(first.getByText('4 freie Slots')).toBeVisible();
    expect(first.getByText('Lokale Acts')).toBeVisible();
    const second = within(cards[1]!);
    expect(second.getByText('Ohne Gage')).toBeVisible();
    expect(second.getByText('Alle Slots vergeben')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 Angebote');
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const queries = fakeList();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs' });
    await screen.findAllByRole('listitem');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Jazz{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Auftrittsart' }), 'stream');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Region' }),
      'Bayern (Deutschland)',
    );
    await user.click(screen.getByRole('button', { name: 'Nur mit Gage' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'pay');
    expect(router.state.location.search).toBe('?q=Jazz&type=stream&region=DE-02&paid=1&sort=pay');
    expect(queries.at(-1)).toBe('q=Jazz&type=stream&region=DE-02&paid=1&sort=pay');
    expect(screen.getByRole('button', { name: 'Nur mit Gage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages on the server', async () => {
    const queries = fakeList([summary()], 45, 20);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GigListScreen route="/booking" />, {
      route: '/booking?type=live',
    });
    expect(await screen.findByText('Seite 1 von 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(router.state.location.search).toBe('?type=live&page=2');
    expect(queries.at(-1)).toBe('type=live&page=2');
    expect(await screen.findByText('Seite 2 von 3')).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    fakeList([], 0);
    renderWithProviders(<GigListScreen route="/gigs" />, { route: '/gigs?q=xyz' });
    expect(await screen.findByText(/^Keine Angebote für diese Filter/)).toBeVisible();
  });
});
