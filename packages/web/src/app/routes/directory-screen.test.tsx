import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DirectoryCard } from '@backline/domain';
import { DirectoryScreen } from '../../features/directory/components/directory-screen.tsx';
import { mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DirectoryCardAction } from './directory-card-action.tsx';

const action = (item: DirectoryCard) => <DirectoryCardAction card={item} />;

const card = (overrides: Partial<DirectoryCard> = {}): DirectoryCard => ({
  kind: 'location',
  id: 'venue00001',
  name: 'Kulturhalle Köln',
  resource: '/location/kulturhalle-koeln-venue00001',
  picture: null,
  city: 'Köln',
  distanceKm: null,
  genres: ['rock'],
  instruments: [],
  artistForm: null,
  organizationType: null,
  followers: 3,
  gemaVerified: false,
  viewerFollows: false,
  self: false,
  ...overrides,
});

describe('DirectoryScreen', () => {
  it('shows live locations as cards, follows one and loads the next page by cursor', async () => {
    const api = mockApi({
      'GET /directory/venues': ({ query }) =>
        query.get('after')
          ? { items: [card({ id: 'venue00002', name: 'Harmonie Bonn', city: 'Bonn' })], next: null }
          : { items: [card({ distanceKm: 12 })], next: 'NEXTCURSOR' },
      'POST /pages/:id/follow': { following: true, followers: 4 },
    });
    const user = userEvent.setup();
    renderWithProviders(<DirectoryScreen list="venues" renderAction={action} />, {
      route: '/verzeichnis/livelocations?city=2886242&cityName=K%C3%B6ln&km=50',
    });
    const list = await screen.findByRole('list', { name: 'Live-Locations' });
    const first = within(within(list).getAllByRole('listitem')[0]!);
    expect(first.getByRole('link', { name: 'Kulturhalle Köln' })).toHaveAttribute(
      'href',
      '/location/kulturhalle-koeln-venue00001',
    );
    expect(first.getByText('Köln · 12 km entfernt · Live-Location')).toBeVisible();
    expect(first.getByText('Rock · 3 Follower')).toBeVisible();
    // The city's display name stays in the address; the server gets the filter only.
    expect(api.calls('GET /directory/venues')[0]!.search).toBe('?city=2886242&km=50');
    expect(screen.getByRole('tab', { name: 'Live-Locations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Musiker:innen' })).toHaveAttribute(
      'href',
      '/verzeichnis/musiker',
    );

    await user.click(first.getByRole('button', { name: 'Folgen' }));
    await waitFor(() => expect(api.calls('POST /pages/:id/follow')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('link', { name: 'Harmonie Bonn' })).toBeVisible();
    expect(api.calls('GET /directory/venues').at(-1)!.query.get('after')).toBe('NEXTCURSOR');
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('shows musicians with instruments, GEMA badge and a message action', async () => {
    mockApi({
      'GET /directory/musicians': {
        items: [
          card({
            kind: 'user',
            id: 'user000001',
            name: 'Anna Gitarre',
            resource: '/user/anna-gitarre-user000001',
            genres: [],
            instruments: ['guitar'],
            followers: 1,
            gemaVerified: true,
          }),
        ],
        next: null,
      },
    });
    renderWithProviders(<DirectoryScreen list="musicians" renderAction={action} />, {
      route: '/verzeichnis/musiker',
    });
    const link = await screen.findByRole('link', { name: 'Anna Gitarre' });
    expect(link).toHaveAttribute('href', '/user/anna-gitarre-user000001');
    expect(screen.getByText('GEMA')).toBeVisible();
    expect(screen.getByText(/Gitarre · 1 Kontakt/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nachricht an Anna Gitarre' })).toBeVisible();
  });

  it('offers a reset when filters find nothing, and drops an order whose premise went', async () => {
    const api = mockApi({ 'GET /directory/artists': { items: [], next: null } });
    const user = userEvent.setup();
    renderWithProviders(<DirectoryScreen list="artists" renderAction={action} />, {
      route: '/verzeichnis/bands?form=solo&sort=nearest',
    });
    expect(await screen.findByText('Nichts gefunden')).toBeVisible();
    expect(api.calls('GET /directory/artists')[0]!.search).toBe('?form=solo');
    const empty = screen.getByText('Nichts gefunden').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByText('Noch leer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seite anlegen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });
});
