import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePage, userRef } from './page-fixtures.ts';
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
    expect(screen.queryByText('Person hinzufügen')).not.toBeInTheDocument();
    expect(api.calls().map((call) => call.path)).toEqual(['/pages/page123456/team']);
  });

  it('lets an admin add someone by profile address, and explains what it cannot read', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true });
    const api = mockApi({
      'GET /pages/page123456/team': () => TEAM,
      'GET /pages/page123456/blocks': () => BLOCKS,
      'POST /pages/page123456/team': () =>
        reply(201, {
          user: userRef('newbie1234', 'Nina Neu'),
          role: 'team',
          joinedVia: 'admin',
          joinedAt: '2026-11-05T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PageTeamSection page={page} userId="admin12345" onLeft={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Jemanden hinzufügen' });
    await user.type(within(form).getByRole('textbox'), 'keine adresse!');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(
      within(form).getByText('Das ist keine Profiladresse und keine Nutzer-ID.'),
    ).toBeVisible();
    await user.clear(within(form).getByRole('textbox'));
    await user.type(
      within(form).getByRole('textbox'),
      'https://backline.test/user/nina-neu-newbie1234?tab=media',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rolle' }), 'team');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(form).findByText('Nina Neu ist jetzt im Team.')).toBeVisible();
    expect(api.calls('POST /pages/page123456/team')).toHaveLength(1);
    const post = api.calls('POST /pages/page123456/team')[0];
    expect(post?.body).toEqual({ userId: 'newbie1234', role: 'team' });
    expect(post?.headers.get('x-object-user')).toBe('page123456');
  });
});
