import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DashboardPages } from './dashboard-pages.tsx';
import { makePageListItem } from './page-fixtures.ts';

const myBand = makePageListItem({ id: 'band123456', name: 'Die Band', resource: '/band123456' });
const club = makePageListItem({
  id: 'club123456',
  type: 'location',
  kind: 'location',
  name: 'Kellerclub',
  resource: '/location/kellerclub-club123456',
  city: { id: 2, name: 'Hamburg', country: 'DE' },
  genres: ['rock', 'punk', 'metal', 'indie'],
  followers: 12,
});

/** The card (list item) a page's title link belongs to. */
const cardOf = async (name: RegExp) =>
  (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

describe('DashboardPages', () => {
  it('shows my pages and the followed ones as cards with kind, city, genres and followers', async () => {
    mockApi({
      'GET /user/pages': () => ({ pages: [{ ...myBand, role: 'owner', canActAs: true }] }),
      'GET /user/following': () => ({ pages: [club] }),
      'GET /user/page-invitations': () => ({ invitations: [] }),
    });
    renderWithProviders(<DashboardPages />);
    const mine = await cardOf(/Die Band/);
    expect(within(mine).getByRole('link', { name: 'Die Band' })).toHaveAttribute(
      'href',
      '/band123456',
    );
    expect(mine).toHaveTextContent('Künstler:in / Band · Köln');
    expect(mine).toHaveTextContent('Inhaber:in');
    expect(mine).toHaveTextContent('Rock, Punk · 3 Follower');
    // No picture: the initials on the page's colour, a rounded square.
    expect(mine.querySelector('[data-initials="DB"]')).not.toBeNull();

    const followed = await cardOf(/Kellerclub/);
    expect(followed).toHaveTextContent('Live-Location · Hamburg');
    expect(followed).toHaveTextContent(/Rock, Punk, Metal \+1 · 12 Follower/);
    expect(within(followed).getByRole('button', { name: 'Nicht mehr folgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Seite erstellen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });

  it('unfollows at once and follows again with undo, without asking first', async () => {
    let following = [club];
    const api = mockApi({
      'GET /user/pages': () => ({ pages: [] }),
      'GET /user/following': () => ({ pages: following }),
      'GET /user/page-invitations': () => ({ invitations: [] }),
      'DELETE /pages/club123456/follow': () => {
        following = [];
        return { following: false, followers: 11 };
      },
      'POST /pages/club123456/follow': () => {
        following = [club];
        return { following: true, followers: 12 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPages />);
    const card = await cardOf(/Kellerclub/);
    await user.click(within(card).getByRole('button', { name: 'Nicht mehr folgen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Du folgst Kellerclub nicht mehr.')).toBeVisible();
    expect(await screen.findByText('Du folgst noch keiner Seite.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(await cardOf(/Kellerclub/)).toHaveTextContent('12 Follower');
    expect(
      api
        .calls()
        .filter((call) => call.path.endsWith('/follow'))
        .map((call) => call.method),
    ).toEqual(['DELETE', 'POST']);
  });

  it('puts a followed page back when the server refuses to unfollow', async () => {
    mockApi({
      'GET /user/pages': () => ({ pages: [] }),
      'GET /user/following': () => ({ pages: [club] }),
      'GET /user/page-invitations': () => ({ invitations: [] }),
      'DELETE /pages/club123456/follow': () => apiError(500, 'server.internal'),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPages />);
    const card = await cardOf(/Kellerclub/);
    await user.click(within(card).getByRole('button', { name: 'Nicht mehr folgen' }));
    expect(await screen.findByText('Serverfehler')).toBeVisible();
    expect(await cardOf(/Kellerclub/)).toBeVisible();
  });

  it('says what is missing and offers the next step when there are none', async () => {
    mockApi({
      'GET /user/pages': () => ({ pages: [] }),
      'GET /user/following': () => ({ pages: [] }),
      'GET /user/page-invitations': () => ({ invitations: [] }),
    });
    renderWithProviders(<DashboardPages />);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Du folgst noch keiner Seite.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gigs entdecken' })).toHaveAttribute('href', '/gigs');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Du hast noch keine Seite.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seite erstellen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });

  it('lists my invitations into teams above my pages, and accepts one from its card', async () => {
    let invited = true;
    const api = mockApi({
      'GET /user/pages': () => ({
        pages: invited ? [] : [{ ...myBand, role: 'team', canActAs: false }],
      }),
      'GET /user/following': () => ({ pages: [] }),
      'GET /user/page-invitations': () => ({
        invitations: invited
          ? [
              {
                page: {
                  id: 'band123456',
                  type: 'organization',
                  kind: 'artist',
                  name: 'Die Band',
                  resource: '/band123456',
                  urlname: null,
                  status: 'active',
                  picture: null,
                },
                role: 'team',
                invitedAt: '2026-11-05T10:00:00.000Z',
              },
            ]
          : [],
      }),
      'POST /pages/band123456/invitation/accept': () => {
        invited = false;
        return {
          page: {
            id: 'band123456',
            type: 'organization',
            kind: 'artist',
            name: 'Die Band',
            resource: '/band123456',
            urlname: null,
            status: 'active',
            picture: null,
          },
          role: 'team',
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPages />);
    const section = await screen.findByRole('region', { name: 'Einladungen in Teams' });
    const card = within(section).getByRole('link', { name: 'Die Band' }).closest('li')!;
    expect(card).toHaveTextContent('Eingeladen als Team');
    await user.click(within(card).getByRole('button', { name: 'Annehmen: Die Band' }));
    expect(await screen.findByText('Du bist jetzt im Team von „Die Band“.')).toBeVisible();
    // The section goes once nothing waits; the page is among mine.
    expect(await screen.findByRole('heading', { level: 2, name: 'Meine Seiten' })).toBeVisible();
    await screen.findByText('Team');
    expect(screen.queryByRole('region', { name: 'Einladungen in Teams' })).not.toBeInTheDocument();
    expect(api.calls('POST /pages/band123456/invitation/accept')).toHaveLength(1);
  });
});
