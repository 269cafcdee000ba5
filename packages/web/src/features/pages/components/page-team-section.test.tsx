import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/api.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { pageQuery } from '../api/pages-api.ts';
import { formerRef, makePage, userRef } from './page-fixtures.ts';
import { PageTeamSection } from './page-team-section.tsx';

const TEAM = {
  members: [
    {
      user: userRef('owner12345', 'Olga Owner'),
      role: 'owner',
      joinedVia: 'created',
      joinedAt: '2026-11-01T10:00:00.000Z',
    },
    {
      user: userRef('admin12345', 'Ada Admin'),
      role: 'admin',
      joinedVia: 'admin',
      joinedAt: '2026-11-02T10:00:00.000Z',
    },
    {
      user: userRef('member1234', 'Max Member'),
      role: 'member',
      joinedVia: 'invite',
      joinedAt: '2026-11-03T10:00:00.000Z',
    },
  ],
};
const NOTHING_PENDING = { invitations: [], requests: [] };
const BLOCKS = {
  blocks: [{ user: userRef('blocked123', 'Bea Blocked'), blockedAt: '2026-11-04T10:00:00.000Z' }],
};

const actionsOf = (name: string) => {
  const row = screen.getByRole('listitem', { name });
  const group = within(row).queryByRole('group');
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

describe('PageTeamSection', () => {
  it('shows the owner every action the policy allows, and transfers after confirming', async () => {
    const page = makePage({ myRole: 'owner', isOwner: true, isPageAdmin: true });
    const api = mockApi({
      'GET /pages/page123456/team': () => TEAM,
      'GET /pages/page123456/blocks': () => BLOCKS,
      'GET /pages/page123456/team/pending': () => NOTHING_PENDING,
      'POST /pages/page123456/transfer': () => makePage({ myRole: 'admin' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PageTeamSection page={page} userId="owner12345" onLeft={vi.fn()} />);
    await screen.findByRole('listitem', { name: 'Ada Admin' });
    expect(actionsOf('Olga Owner')).toEqual([]);
    expect(actionsOf('Ada Admin')).toEqual([
      'Admin-Rechte entziehen',
      'Inhaberschaft übertragen',
      'Entfernen',
      'Entfernen und sperren',
    ]);
    expect(actionsOf('Max Member')).toEqual([
      'Zum Admin machen',
      'Ins Team aufnehmen',
      'Inhaberschaft übertragen',
      'Entfernen',
      'Entfernen und sperren',
    ]);
    // Blocked people, with unblock.
    expect(await screen.findByText('Bea Blocked')).toBeVisible();

    const row = screen.getByRole('listitem', { name: 'Max Member' });
    await user.click(within(row).getByRole('button', { name: 'Inhaberschaft übertragen' }));
    const dialog = screen.getByRole('dialog', {});
    expect(
      within(dialog).getByText(/Die Inhaberschaft an Max Member übertragen\?/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(api.calls('POST /pages/page123456/transfer')).toHaveLength(1));
    const transfer = api.calls('POST /pages/page123456/transfer')[0];
    expect(transfer?.body).toEqual({ userId: 'member1234' });
    // Team administration is done acting as the page.
    expect(transfer?.headers.get('x-object-user')).toBe('page123456');
  });

  it('shows an admin only what admins may do: members, and leaving themself', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true });
    const api = mockApi({
      'GET /pages/page123456/team': () => TEAM,
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => NOTHING_PENDING,
      'DELETE /pages/page123456/team/member1234': () => ({ done: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PageTeamSection page={page} userId="admin12345" onLeft={vi.fn()} />);
    await screen.findByRole('listitem', { name: 'Ada Admin' });
    expect(actionsOf('Olga Owner')).toEqual([]);
    expect(actionsOf('Ada Admin')).toEqual(['Team verlassen']);
    expect(actionsOf('Max Member')).toEqual([
      'Ins Team aufnehmen',
      'Entfernen',
      'Entfernen und sperren',
    ]);
    expect(await screen.findByText('Niemand ist gesperrt.')).toBeVisible();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Max Member' })).getByRole('button', {
        name: 'Entfernen',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(api.calls('DELETE /pages/page123456/team/member1234')).toHaveLength(1),
    );
  });

  it('shows a member the team without any administration', async () => {
    const page = makePage({ myRole: 'member', isPageMember: true });
    const api = mockApi({ 'GET /pages/page123456/team': () => TEAM });
    renderWithProviders(<PageTeamSection page={page} userId="member1234" onLeft={vi.fn()} />);
    await screen.findByRole('listitem', { name: 'Ada Admin' });
    expect(actionsOf('Ada Admin')).toEqual([]);
    expect(actionsOf('Max Member')).toEqual(['Team verlassen']);
    expect(screen.queryByText('Gesperrte Personen')).not.toBeInTheDocument();
    expect(screen.queryByText('Jemanden einladen')).not.toBeInTheDocument();
    expect(screen.queryByText('Beitrittsanfragen')).not.toBeInTheDocument();
    expect(api.calls().map((call) => call.path)).toEqual(['/pages/page123456/team']);
  });

  it('lets an admin invite someone by profile address, and explains what it cannot read', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true });
    const api = mockApi({
      'GET /pages/page123456/team': () => TEAM,
      'GET /pages/page123456/blocks': () => BLOCKS,
      'GET /pages/page123456/team/pending': () => NOTHING_PENDING,
      'POST /pages/page123456/team/invitations': () =>
        reply(201, {
          user: userRef('newbie1234', 'Nina Neu'),
          role: 'team',
          invitedBy: userRef('admin12345', 'Ada Admin'),
          invitedAt: '2026-11-05T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PageTeamSection page={page} userId="admin12345" onLeft={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Jemanden einladen' });
    await user.type(within(form).getByRole('textbox'), 'keine adresse!');
    await user.click(within(form).getByRole('button', { name: 'Einladen' }));
    expect(
      within(form).getByText('Das ist keine Profiladresse und keine Nutzer-ID.'),
    ).toBeVisible();
    await user.clear(within(form).getByRole('textbox'));
    await user.type(
      within(form).getByRole('textbox'),
      'https://backline.test/user/nina-neu-newbie1234?tab=media',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rolle' }), 'team');
    await user.click(within(form).getByRole('button', { name: 'Einladen' }));
    expect(
      await within(form).findByText(
        'Nina Neu ist eingeladen und kommt ins Team, sobald die Einladung angenommen ist.',
      ),
    ).toBeVisible();
    expect(api.calls('POST /pages/page123456/team/invitations')).toHaveLength(1);
    const post = api.calls('POST /pages/page123456/team/invitations')[0];
    expect(post?.body).toEqual({ userId: 'newbie1234', role: 'team' });
    expect(post?.headers.get('x-object-user')).toBe('page123456');
    // Nobody is added without saying yes: the direct add is gone.
    expect(api.calls('POST /pages/page123456/team')).toHaveLength(0);
  });

  it('shows the owner the requests to join and open invitations, and answers them', async () => {
    const page = makePage({ myRole: 'owner', isOwner: true, isPageAdmin: true });
    let pending = {
      requests: [
        { user: userRef('fan1234567', 'Fritz Fan'), requestedAt: '2026-11-06T10:00:00.000Z' },
      ],
      invitations: [
        {
          user: userRef('guest12345', 'Gina Gast'),
          role: 'team',
          invitedBy: userRef('admin12345', 'Ada Admin'),
          invitedAt: '2026-11-05T10:00:00.000Z',
        },
      ],
    };
    const api = mockApi({
      'GET /pages/page123456/team': () => TEAM,
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => pending,
      'GET /page/page123456': () => page,
      'POST /pages/page123456/join-requests/fan1234567/approve': () => {
        pending = { ...pending, requests: [] };
        return {
          user: userRef('fan1234567', 'Fritz Fan'),
          role: 'member',
          joinedVia: 'self',
          joinedAt: '2026-11-07T10:00:00.000Z',
        };
      },
      'DELETE /pages/page123456/team/invitations/guest12345': () => {
        pending = { ...pending, invitations: [] };
        return { done: true };
      },
    });
    const user = userEvent.setup();
    // As on the edit screen, the page itself is loaded (a team change refetches it first).
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(pageQuery('page123456'));
    renderWithProviders(<PageTeamSection page={page} userId="owner12345" onLeft={vi.fn()} />, {
      queryClient,
    });
    const requests = await screen.findByRole('region', { name: 'Beitrittsanfragen' });
    const fan = await within(requests).findByRole('listitem', { name: 'Fritz Fan' });
    expect(within(fan).getByText('Möchte beitreten')).toBeVisible();
    expect(
      within(fan)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Annehmen', 'Ablehnen']);
    const invitations = screen.getByRole('region', { name: 'Offene Einladungen' });
    const guest = within(invitations).getByRole('listitem', { name: 'Gina Gast' });
    expect(within(guest).getByText('Eingeladen als Team von Ada Admin')).toBeVisible();

    await user.click(within(fan).getByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Fritz Fan ist jetzt im Team.')).toBeVisible();
    expect(await within(requests).findByText('Keine offenen Beitrittsanfragen.')).toBeVisible();
    const approve = api.calls('POST /pages/page123456/join-requests/fan1234567/approve')[0];
    expect(approve?.headers.get('x-object-user')).toBe('page123456');

    await user.click(within(guest).getByRole('button', { name: 'Einladung zurückziehen' }));
    await waitFor(() =>
      expect(api.calls('DELETE /pages/page123456/team/invitations/guest12345')).toHaveLength(1),
    );
    expect(await within(invitations).findByText('Keine offenen Einladungen.')).toBeVisible();
  });

  it('shows a former member without picture or link, and lets the owner remove them', async () => {
    const page = makePage({ myRole: 'owner', isOwner: true, isPageAdmin: true });
    mockApi({
      'GET /pages/page123456/team': () => ({
        members: [
          TEAM.members[0],
          {
            user: formerRef('gone123456'),
            role: 'member',
            joinedVia: 'admin',
            joinedAt: '2026-11-03T10:00:00.000Z',
          },
        ],
      }),
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => NOTHING_PENDING,
    });
    renderWithProviders(<PageTeamSection page={page} userId="owner12345" onLeft={vi.fn()} />);
    const row = await screen.findByRole('listitem', { name: 'ehemaliges Mitglied' });
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(actionsOf('ehemaliges Mitglied')).toContain('Entfernen');
  });
});
