import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi, makePage } from '../fake-api.ts';
import { PageEditScreen } from './page-edit-screen.tsx';

const noop = () => undefined;
/** The administration sections are a lazy chunk: give it time to load in the test run. */
const LAZY = { timeout: 10_000 };

describe('PageEditScreen', () => {
  it('saves the page acting as the page, and shows only the owner’s sections to the owner', async () => {
    const page = makePage({
      myRole: 'owner',
      isOwner: true,
      isPageAdmin: true,
      isPageMember: true,
    });
    const { calls } = fakeApi({
      'GET /api/page/page123456': () => page,
      'PATCH /api/pages/page123456': (call) => ({ ...page, ...(call.body as object) }),
      'GET /api/pages/page123456/team': () => ({ members: [] }),
      'GET /api/pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /api/pages/page123456/invites': () => ({ invites: [] }),
      'GET /api/pages/page123456/ownership-requests': () => ({ requests: [] }),
      'GET /api/user/me': () => ({ status: 401, body: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageEditScreen
        pageId="page123456"
        userId="owner12345"
        avatarSlot={({ page: loaded }) => <p>Avatar von {loaded.name}</p>}
        onLeft={noop}
        onDeleted={noop}
      />,
    );
    expect(await screen.findByText('Avatar von Die Band')).toBeVisible();
    const name = screen.getByLabelText(/^Name/, { selector: 'input' });
    expect(name).toHaveValue('Die Band');
    await user.clear(name);
    await user.paste('Die Band Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Seite wurde gespeichert.')).toBeVisible();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers.get('x-object-user')).toBe('page123456');
    expect(patch?.body).toMatchObject({ name: 'Die Band Neu', urlname: 'die-band', cityId: 1 });

    for (const title of ['Team', 'Einladungen', 'Inhaberschaftsanfragen', 'Seite löschen']) {
      expect(await screen.findByRole('heading', { level: 2, name: title }, LAZY)).toBeVisible();
    }
  });

  it('changes the city through the shared city search', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true });
    const { calls } = fakeApi({
      'GET /api/page/page123456': () => page,
      'PATCH /api/pages/page123456': (call) => ({ ...page, ...(call.body as object) }),
      'GET /api/cities': () => ({
        cities: [
          {
            id: 2950159,
            name: 'Berlin',
            country: 'DE',
            region: '16',
            latitude: 52.5,
            longitude: 13.4,
          },
        ],
      }),
      'GET /api/pages/page123456/team': () => ({ members: [] }),
      'GET /api/pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /api/pages/page123456/invites': () => ({ invites: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageEditScreen pageId="page123456" userId="admin12345" onLeft={noop} onDeleted={noop} />,
    );
    // The city search is a chunk of its own, loaded after the form.
    const city = await screen.findByRole('combobox', { name: 'Stadt' }, LAZY);
    expect(city).toHaveValue('Köln');
    await user.click(screen.getByRole('button', { name: 'Stadt entfernen' }));
    await user.type(city, 'Ber');
    await user.click(await screen.findByRole('option', { name: /^Berlin/ }));
    expect(city).toHaveAccessibleDescription('Berlin, Deutschland');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Seite wurde gespeichert.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/cities')?.search).toContain('q=Ber');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ cityId: 2950159 });
  });

  it('gives an admin team and invites, but not requests or deletion', async () => {
    fakeApi({
      'GET /api/page/page123456': () =>
        makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true }),
      'GET /api/pages/page123456/team': () => ({ members: [] }),
      'GET /api/pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /api/pages/page123456/invites': () => ({ invites: [] }),
    });
    renderWithProviders(
      <PageEditScreen pageId="page123456" userId="admin12345" onLeft={noop} onDeleted={noop} />,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Einladungen' }, LAZY),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Inhaberschaftsanfragen' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seite löschen' })).not.toBeInTheDocument();
  });

  it('tells a member they may not edit', async () => {
    fakeApi({
      'GET /api/page/page123456': () => makePage({ myRole: 'member', isPageMember: true }),
    });
    renderWithProviders(
      <PageEditScreen pageId="page123456" userId="member1234" onLeft={noop} onDeleted={noop} />,
    );
    expect(
      await screen.findByText('Nur Inhaber:innen und Admins dürfen diese Seite bearbeiten.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('creates an invite link with a role and a lifetime, and revokes one', async () => {
    const invite = {
      id: 'inv1234567',
      role: 'team',
      expiresAt: '2026-12-07T10:00:00.000Z',
      revokedAt: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      uses: 0,
      active: true,
    };
    let invites: unknown[] = [];
    const { calls } = fakeApi({
      'GET /api/page/page123456': () =>
        makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true }),
      'GET /api/pages/page123456/team': () => ({ members: [] }),
      'GET /api/pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /api/pages/page123456/invites': () => ({ invites }),
      'POST /api/pages/page123456/invites': () => {
        invites = [invite];
        return {
          status: 201,
          body: { invite, token: 'T'.repeat(43), path: `/page/invite/${'T'.repeat(43)}` },
        };
      },
      'DELETE /api/pages/page123456/invites/inv1234567': () => {
        invites = [{ ...invite, active: false, revokedAt: '2026-11-23T11:00:00.000Z' }];
        return { done: true };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageEditScreen pageId="page123456" userId="admin12345" onLeft={noop} onDeleted={noop} />,
    );
    expect(await screen.findByText('Keine Einladungslinks.', {}, LAZY)).toBeVisible();
    const section = within(screen.getByRole('region', { name: 'Einladungen' }));
    await user.click(
      within(section.getByRole('group', { name: 'Rolle' })).getByRole('radio', { name: 'Team' }),
    );
    await user.click(section.getByRole('radio', { name: '14 Tage' }));
    expect(section.getByRole('radio', { name: '7 Tage' })).not.toBeChecked();
    await user.click(section.getByRole('button', { name: 'Link erstellen' }));
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(
      `${window.location.origin}/page/invite/${'T'.repeat(43)}`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      role: 'team',
      expiresInDays: 14,
    });
    await user.click(await screen.findByRole('button', { name: 'Widerrufen' }));
    await waitFor(() => expect(screen.getByText(/^Widerrufen ·/)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Widerrufen' })).not.toBeInTheDocument();
  });
});
