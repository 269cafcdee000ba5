import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePage } from './page-fixtures.ts';
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
    const api = mockApi({
      'GET /page/page123456': () => page,
      'PATCH /pages/page123456': (call) => ({ ...page, ...(call.body as object) }),
      'GET /pages/page123456/team': () => ({ members: [] }),
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => ({ invitations: [], requests: [] }),
      'GET /pages/page123456/invites': () => ({ invites: [] }),
      'GET /pages/page123456/ownership-requests': () => ({ requests: [] }),
      'GET /user/me': () => apiError(401, 'auth.required'),
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
    const patch = api.calls('PATCH /pages/page123456')[0];
    expect(patch?.headers.get('x-object-user')).toBe('page123456');
    expect(patch?.body).toEqual({
      name: 'Die Band Neu',
      urlname: 'die-band',
      website: null,
      cityId: 1,
      description: 'Wir spielen laut.',
      genres: ['rock', 'punk'],
      links: [],
      status: 'active',
      artistForm: 'band',
    });

    for (const title of ['Team', 'Einladungen', 'Inhaberschaftsanfragen', 'Seite löschen']) {
      expect(await screen.findByRole('heading', { level: 2, name: title }, LAZY)).toBeVisible();
    }
  });

  it('puts the server’s errors on the links they name, counting only the links sent', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true });
    mockApi({
      'GET /page/page123456': page,
      'PATCH /pages/page123456': () =>
        reply(422, {
          code: 'link.unprocessable',
          message: 'x',
          field: 'links.0.url',
          errors: [{ code: 'link.unprocessable', message: 'x', field: 'links.0.url' }],
        }),
      'GET /pages/page123456/team': { members: [] },
      'GET /pages/page123456/blocks': { blocks: [] },
      'GET /pages/page123456/team/pending': { invitations: [], requests: [] },
      'GET /pages/page123456/invites': { invites: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PageEditScreen pageId="page123456" userId="admin12345" onLeft={noop} onDeleted={noop} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Link hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
    // The first line stays empty (not sent); the server's links.0 is the form's second line.
    await user.type(
      screen.getByLabelText(/^Link 2/, { selector: 'input' }),
      'https://die-band.example/x',
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const second = screen.getByLabelText(/^Link 2/, { selector: 'input' });
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('Der Link konnte nicht verarbeitet werden'),
    );
    expect(second).toHaveFocus();
    expect(screen.getByLabelText(/^Link 1/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('changes the city through the shared city search', async () => {
    const page = makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true });
    const api = mockApi({
      'GET /page/page123456': () => page,
      'PATCH /pages/page123456': (call) => ({ ...page, ...(call.body as object) }),
      'GET /cities': () => ({
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
      'GET /pages/page123456/team': () => ({ members: [] }),
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => ({ invitations: [], requests: [] }),
      'GET /pages/page123456/invites': () => ({ invites: [] }),
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
    // Searched on the server once typing paused.
    await waitFor(() =>
      expect(api.calls('GET /cities').map((call) => call.query.get('q'))).toContain('Ber'),
    );
    await user.click(await screen.findByRole('option', { name: /^Berlin/ }));
    expect(city).toHaveAccessibleDescription('Berlin, Deutschland');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Seite wurde gespeichert.')).toBeVisible();
    expect(api.calls('PATCH /pages/page123456')[0]?.body).toMatchObject({ cityId: 2950159 });
  });

  it('gives an admin team and invites, but not requests or deletion', async () => {
    mockApi({
      'GET /page/page123456': () =>
        makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true }),
      'GET /pages/page123456/team': () => ({ members: [] }),
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => ({ invitations: [], requests: [] }),
      'GET /pages/page123456/invites': () => ({ invites: [] }),
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
    mockApi({
      'GET /page/page123456': () => makePage({ myRole: 'member', isPageMember: true }),
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
    const api = mockApi({
      'GET /page/page123456': () =>
        makePage({ myRole: 'admin', isPageAdmin: true, isPageMember: true }),
      'GET /pages/page123456/team': () => ({ members: [] }),
      'GET /pages/page123456/blocks': () => ({ blocks: [] }),
      'GET /pages/page123456/team/pending': () => ({ invitations: [], requests: [] }),
      'GET /pages/page123456/invites': () => ({ invites }),
      'POST /pages/page123456/invites': () => {
        invites = [invite];
        return reply(201, {
          invite,
          token: 'T'.repeat(43),
          path: `/page/invite/${'T'.repeat(43)}`,
        });
      },
      'DELETE /pages/page123456/invites/inv1234567': () => {
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
    expect(api.calls('POST /pages/page123456/invites')[0]?.body).toEqual({
      role: 'team',
      expiresInDays: 14,
    });
    await user.click(await screen.findByRole('button', { name: 'Widerrufen' }));
    await waitFor(() => expect(screen.getByText(/^Widerrufen ·/)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Widerrufen' })).not.toBeInTheDocument();
  });
});
