import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { formerRef, makePage, privateRef, userRef } from './page-fixtures.ts';
import { PageDetailScreen } from './page-detail-screen.tsx';

const NOT_FOUND = <h1>Nicht da</h1>;

describe('PageDetailScreen', () => {
  it('shows the page and toggles following', async () => {
    let following = false;
    const api = mockApi({
      'GET /organization/page123456': () => makePage({ isFollowing: following }),
      'POST /pages/page123456/follow': () => {
        following = true;
        return { following: true, followers: 4 };
      },
      'DELETE /pages/page123456/follow': () => {
        following = false;
        return { following: false, followers: 3 };
      },
      'GET /user/following': () => ({ pages: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId="u1a2b3c4d5"
        notFound={NOT_FOUND}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Band' })).toBeVisible();
    expect(screen.getByText('Band · Aktiv · Köln')).toBeVisible();
    expect(screen.getByText('Rock')).toBeVisible();
    expect(screen.getByText('Punk')).toBeVisible();
    expect(screen.getByText('Wir spielen laut.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Olga Owner' })).toHaveAttribute(
      'href',
      '/user/owner12345',
    );
    expect(screen.getByText('3 Follower')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Folgen' }));
    expect(await screen.findByRole('button', { name: 'Nicht mehr folgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('4 Follower')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nicht mehr folgen' }));
    expect(await screen.findByRole('button', { name: 'Folgen' })).toBeVisible();
    expect(screen.getByText('3 Follower')).toBeVisible();
    // Unfollowing asks nothing first; the snackbar's undo follows again.
    expect(await screen.findByText('Du folgst Die Band nicht mehr.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByRole('button', { name: 'Nicht mehr folgen' })).toBeVisible();
    expect(await screen.findByText('4 Follower')).toBeVisible();
    expect(
      api
        .calls()
        .filter((call) => call.path.endsWith('/follow'))
        .map((call) => call.method),
    ).toEqual(['POST', 'DELETE', 'POST']);
  });

  it('shows the follow at once and takes it back when the server refuses', async () => {
    mockApi({
      'GET /organization/page123456': () => makePage(),
      'POST /pages/page123456/follow': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return apiError(500, 'server.internal');
      },
      'GET /user/following': () => ({ pages: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId="u1a2b3c4d5"
        notFound={NOT_FOUND}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Folgen' }));
    // Before the server answers: following, one more follower.
    expect(screen.getByRole('button', { name: 'Nicht mehr folgen' })).toBeVisible();
    expect(screen.getByText('4 Follower')).toBeVisible();
    expect(await screen.findByText('Serverfehler')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Folgen' })).toBeVisible();
    expect(screen.getByText('3 Follower')).toBeVisible();
  });

  it('leads with a default cover and the initials when the page has no pictures', async () => {
    mockApi({ 'GET /organization/page123456': () => makePage() });
    const { container } = renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Die Band' });
    expect(container.querySelector('[data-default-cover]')).not.toBeNull();
    expect(container.querySelector('[data-initials="DB"]')).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Melde dich an, um der Seite zu folgen.' }),
    ).toBeVisible();
  });

  it('offers a retry when the page cannot load', async () => {
    let fails = true;
    mockApi({
      'GET /organization/page123456': () => (fails ? apiError(500, 'server.internal') : makePage()),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
    );
    expect(await screen.findByText('Serverfehler', {}, { timeout: 4000 })).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Band' })).toBeVisible();
  });

  it('lists the website once, even when a link repeats it', async () => {
    mockApi({
      'GET /organization/page123456': () =>
        makePage({
          url: 'https://die-band.example/',
          links: [
            { url: 'https://die-band.example', label: 'Website' },
            { url: 'https://die-band.example/tour', label: 'Tour' },
          ],
        }),
    });
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
    );
    const section = (await screen.findByRole('heading', { level: 2, name: 'Links' })).closest(
      'section',
    ) as HTMLElement;
    const external = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('https://'));
    expect(external).toEqual(['https://die-band.example/', 'https://die-band.example/tour']);
    expect(within(section).getByText(/^Tour:/)).toBeVisible();
  });

  it('offers an outsider joining and an ownership request, and withdraws it', async () => {
    let requested = false;
    const api = mockApi({
      'GET /organization/page123456': () => makePage({ ownershipRequested: requested }),
      'POST /pages/page123456/ownership-request': () => {
        requested = true;
        return { requested: true };
      },
      'DELETE /pages/page123456/ownership-request': () => {
        requested = false;
        return { requested: false };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId="u1a2b3c4d5"
        notFound={NOT_FOUND}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Die Band' });
    expect(screen.getByRole('button', { name: 'Beitritt anfragen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Seite bearbeiten' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inhaberschaft anfragen' }));
    expect(await screen.findByRole('button', { name: 'Anfrage zurückziehen' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Inhaberschaft anfragen' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anfrage zurückziehen' }));
    expect(await screen.findByRole('button', { name: 'Inhaberschaft anfragen' })).toBeVisible();
    expect(
      api
        .calls()
        .filter((call) => call.path.endsWith('/ownership-request'))
        .map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('asks to join rather than joining, shows the pending request and withdraws it', async () => {
    let requested = false;
    const api = mockApi({
      'GET /organization/page123456': () => makePage({ joinRequested: requested }),
      'POST /pages/page123456/join-request': () => {
        requested = true;
        return { requested: true };
      },
      'DELETE /pages/page123456/join-request': () => {
        requested = false;
        return { requested: false };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId="u1a2b3c4d5"
        notFound={NOT_FOUND}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Beitritt anfragen' }));
    expect(
      await screen.findByText('Deine Beitrittsanfrage liegt dem Team der Seite vor.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Beitritt anfragen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beitrittsanfrage zurückziehen' }));
    expect(await screen.findByRole('button', { name: 'Beitritt anfragen' })).toBeVisible();
    expect(
      api
        .calls()
        .filter((call) => call.path.endsWith('/join-request'))
        .map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);
    // Nobody joins with one click any more.
    expect(api.calls().some((call) => call.path.endsWith('/join'))).toBe(false);
  });

  it('lets an invited user accept the invitation on the page', async () => {
    let accepted = false;
    const api = mockApi({
      'GET /organization/page123456': () =>
        accepted
          ? makePage({ myRole: 'team', isPageMember: true })
          : makePage({ invitedAs: 'team' }),
      'POST /pages/page123456/invitation/accept': () => {
        accepted = true;
        return {
          page: {
            id: 'page123456',
            type: 'organization',
            kind: 'artist',
            name: 'Die Band',
            resource: '/die-band',
            urlname: 'die-band',
            status: 'active',
            picture: null,
          },
          role: 'team',
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId="u1a2b3c4d5"
        notFound={NOT_FOUND}
      />,
    );
    const invitation = await screen.findByText(
      'Du bist als Team ins Team dieser Seite eingeladen.',
    );
    expect(invitation).toBeVisible();
    // Invited: answer the invitation rather than ask to join.
    expect(screen.queryByRole('button', { name: 'Beitritt anfragen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByText('Du bist jetzt im Team von „Die Band“.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Team verlassen' })).toBeVisible();
    expect(
      screen.queryByText('Du bist als Team ins Team dieser Seite eingeladen.'),
    ).not.toBeInTheDocument();
    expect(api.calls('POST /pages/page123456/invitation/accept')).toHaveLength(1);
  });

  it('shows former members and private profiles without picture or link', async () => {
    mockApi({
      'GET /organization/page123456': () =>
        makePage({
          members: [userRef('member1234', 'Max Member'), formerRef('gone123456')],
          team: [privateRef()],
        }),
    });
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Team' });
    expect(within(section).getByText('ehemaliges Mitglied')).toBeVisible();
    expect(within(section).getByText('Privates Profil')).toBeVisible();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Olga Owner', 'Ada Admin', 'Max Member']);
  });

  it('gives admins "Edit page" and no join; the owner no ownership request', async () => {
    mockApi({
      'GET /location/page123456': () =>
        makePage({ myRole: 'owner', isOwner: true, isPageAdmin: true, isPageMember: true }),
    });
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="location"
        userId="owner12345"
        notFound={NOT_FOUND}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Seite bearbeiten' })).toHaveAttribute(
      'href',
      '/page/edit?id=page123456',
    );
    expect(screen.queryByRole('button', { name: 'Beitritt anfragen' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Inhaberschaft anfragen' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Team verlassen' })).not.toBeInTheDocument();
  });

  it('is read-only for a visitor, and says "not found" for an unknown page', async () => {
    mockApi({ 'GET /organization/page123456': () => makePage() });
    renderWithProviders(
      <PageDetailScreen
        id="page123456"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
      { route: '/die-band' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Die Band' });
    expect(screen.queryByRole('button', { name: 'Folgen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beitritt anfragen' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Melde dich an, um der Seite zu folgen.' }),
    ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/die-band')}`);
  });

  it('renders the not-found fallback when the server does not know the page', async () => {
    mockApi({
      'GET /organization/nothere123': () => apiError(404, 'request.entity_not_found'),
    });
    renderWithProviders(
      <PageDetailScreen
        id="nothere123"
        endpoint="organization"
        userId={null}
        notFound={NOT_FOUND}
      />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nicht da' })).toBeVisible());
  });
});
