import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactsScreen } from './contacts-screen.tsx';
import { mockContactsApi, person, type Relation } from './contacts-test-api.ts';

const LENA = person({ id: 'lena00001', name: 'Lena Hoffmann', city: 'Köln' });
const MAX = person({ id: 'max000001', name: 'Max Bauer', city: null });
const INA = person({ id: 'ina000001', name: 'Ina Weber', city: 'Hamburg' });
const OLE = person({ id: 'ole000001', name: 'Ole Krause', city: 'Berlin' });
const TOM = person({ id: 'tom000001', name: 'Tom Richter', city: 'Leipzig' });

const RELATIONS: Relation[] = [
  { person: LENA, state: 'confirmed', since: '2026-03-12T10:00:00.000Z' },
  { person: MAX, state: 'confirmed', since: '2026-04-01T10:00:00.000Z' },
  { person: INA, state: 'incoming', since: '2026-11-20T10:00:00.000Z' },
  { person: OLE, state: 'outgoing', since: '2026-11-21T10:00:00.000Z' },
  { person: TOM, state: 'blocked', since: '2026-10-02T10:00:00.000Z' },
];

const render = (route = '/user/contacts') => renderWithProviders(<ContactsScreen />, { route });

const cardOf = (name: string) => {
  const link = screen.getByRole('link', { name });
  return link.closest('li') as HTMLElement;
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('ContactsScreen', () => {
  it('lists the confirmed contacts with the counts of every list', async () => {
    mockContactsApi(RELATIONS);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakte' })).toBeVisible();
    const lena = await screen.findByRole('link', { name: 'Lena Hoffmann' });
    expect(lena).toHaveAttribute('href', '/user/lena-hoffmann-lena00001');
    expect(tabNames()).toEqual(['Kontakte (2)', 'Anfragen (1)', 'Gesendet (1)', 'Blockiert (1)']);
    expect(screen.getByRole('tab', { name: 'Kontakte (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = cardOf('Lena Hoffmann');
    expect(within(card).getByText('Köln')).toBeVisible();
    expect(within(card).getByText('Kontakt seit 12.03.2026')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Entfernen: Lena Hoffmann' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Blockieren: Lena Hoffmann' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Max Bauer' })).toBeVisible();
  });

  it('shares the width among the four tabs instead of scrolling them sideways (360 px)', async () => {
    mockContactsApi(RELATIONS);
    render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    for (const tab of tabs) expect(tab).toHaveClass('MuiTab-fullWidth');
    expect(document.querySelector('.MuiTabs-scrollableX')).toBeNull();
  });

  it('switches the list by its tab and keeps it in the address', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    await user.click(screen.getByRole('tab', { name: /^Anfragen/ }));
    expect(await screen.findByRole('link', { name: 'Ina Weber' })).toBeVisible();
    expect(router.state.location.search).toBe('?list=incoming');
    expect(screen.queryByRole('link', { name: 'Lena Hoffmann' })).toBeNull();
    expect(api.calls('GET /user/contacts').at(-1)?.query.get('list')).toBe('incoming');
    expect(within(cardOf('Ina Weber')).getByText('Angefragt am 20.11.2026')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^Blockiert/ }));
    expect(await screen.findByRole('link', { name: 'Tom Richter' })).toBeVisible();
    expect(router.state.location.search).toBe('?list=blocked');
  });

  it('opens the list the address names', async () => {
    mockContactsApi(RELATIONS);
    render('/user/contacts?list=outgoing');
    expect(await screen.findByRole('link', { name: 'Ole Krause' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Gesendet (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('searches while typing, replacing the history entry', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Lena Hoffmann' });
    const historyBefore = router.state.historyAction;
    await user.type(screen.getByRole('searchbox', { name: 'In Kontakten suchen' }), 'max');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lena Hoffmann' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Max Bauer' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=max');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(historyBefore).toBe('POP');
    expect(api.calls('GET /user/contacts').at(-1)?.query.get('q')).toBe('max');
    // The counts stay those of the lists, not of the search.
    expect(screen.getByRole('tab', { name: 'Kontakte (2)' })).toBeVisible();
  });

  it('says when the search finds nobody and clears it', async () => {
    mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    const { router } = render('/user/contacts?q=zzz');
    expect(
      await screen.findByRole('heading', { name: 'Niemand gefunden für „zzz“' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Suche löschen' }));
    expect(await screen.findByRole('link', { name: 'Lena Hoffmann' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'In Kontakten suchen' })).toHaveValue('');
  });

  it('accepts a request: the right command, a notice, and the lists and counts refreshed', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render('/user/contacts?list=incoming');
    await screen.findByRole('link', { name: 'Ina Weber' });
    const accept = within(cardOf('Ina Weber')).getByRole('button', {
      name: 'Annehmen: Ina Weber',
    });
    expect(accept).toHaveClass('MuiButton-contained');
    await user.click(accept);
    expect(await screen.findByText('Du und Ina Weber seid jetzt Kontakte.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')).toMatchObject([
      { path: '/user/contacts/ina000001', body: { command: 'confirm' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Keine offenen Anfragen' })).toBeVisible();
    await waitFor(() =>
      expect(tabNames()).toEqual(['Kontakte (3)', 'Anfragen (0)', 'Gesendet (1)', 'Blockiert (1)']),
    );
    expect(api.stateOf('ina000001')).toBe('confirmed');
  });

  it('declines a request', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render('/user/contacts?list=incoming');
    await user.click(await screen.findByRole('button', { name: 'Ablehnen: Ina Weber' }));
    expect(await screen.findByText('Anfrage von Ina Weber abgelehnt.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'decline' });
    expect(await screen.findByRole('heading', { name: 'Keine offenen Anfragen' })).toBeVisible();
  });

  it('withdraws a sent request', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render('/user/contacts?list=outgoing');
    await user.click(
      await screen.findByRole('button', { name: 'Anfrage zurückziehen: Ole Krause' }),
    );
    expect(await screen.findByText('Anfrage an Ole Krause zurückgezogen.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]).toMatchObject({
      path: '/user/contacts/ole000001',
      body: { command: 'revoke' },
    });
    expect(await screen.findByRole('heading', { name: 'Keine gesendeten Anfragen' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Gesendet (0)' })).toBeVisible();
  });

  it('lifts a block', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render('/user/contacts?list=blocked');
    await user.click(
      await screen.findByRole('button', { name: 'Blockierung aufheben: Tom Richter' }),
    );
    expect(await screen.findByText('Blockierung von Tom Richter aufgehoben.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'unblock' });
    expect(await screen.findByRole('heading', { name: 'Niemand blockiert' })).toBeVisible();
  });

  it('removes a contact only after asking, since it takes a new request to undo', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Entfernen: Lena Hoffmann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt entfernen?' });
    expect(dialog).toHaveTextContent('Um wieder Kontakte zu werden, braucht es eine neue Anfrage.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls('POST /user/contacts/:userId')).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Entfernen: Lena Hoffmann' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kontakt entfernen?' })).getByRole(
        'button',
        { name: 'Entfernen' },
      ),
    );
    expect(
      await screen.findByText('Lena Hoffmann ist nicht mehr in deinen Kontakten.'),
    ).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]).toMatchObject({
      path: '/user/contacts/lena00001',
      body: { command: 'remove' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('tab', { name: 'Kontakte (1)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Lena Hoffmann' })).toBeNull();
  });

  it('blocks a contact after asking, and the block shows under "Blockiert"', async () => {
    const api = mockContactsApi(RELATIONS);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Blockieren: Max Bauer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Max Bauer blockieren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    expect(await screen.findByText('Max Bauer ist blockiert.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'block' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Blockiert (2)' })).toBeVisible());
  });

  it('shows a refusal as its catalogue text and refreshes the list', async () => {
    const api = mockContactsApi(RELATIONS);
    mockApi({ 'POST /user/contacts/:userId': apiError(409, 'contacts.no_request') });
    const user = userEvent.setup();
    render('/user/contacts?list=incoming');
    await user.click(await screen.findByRole('button', { name: 'Annehmen: Ina Weber' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es gibt keine offene Kontaktanfrage mehr.',
    );
    await waitFor(() => expect(api.calls('GET /user/contacts').length).toBeGreaterThan(1));
  });

  it('says per list what is missing', async () => {
    mockContactsApi([]);
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Noch keine Kontakte' })).toBeVisible();
    expect(screen.getByText(/^Schick Musikerinnen, Bands und Veranstaltern/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Anfragen/ }));
    expect(await screen.findByRole('heading', { name: 'Keine offenen Anfragen' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Gesendet/ }));
    expect(await screen.findByRole('heading', { name: 'Keine gesendeten Anfragen' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Blockiert/ }));
    expect(await screen.findByRole('heading', { name: 'Niemand blockiert' })).toBeVisible();
  });

  it('points from an empty contact list to waiting requests', async () => {
    mockContactsApi([RELATIONS[2]!]);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Anfragen ansehen' }));
    expect(await screen.findByRole('link', { name: 'Ina Weber' })).toBeVisible();
    expect(router.state.location.search).toBe('?list=incoming');
  });

  it('loads more by the cursor of the last page', async () => {
    const many: Relation[] = Array.from({ length: 5 }, (_, index) => ({
      person: person({ id: `person0${index}0`, name: `Person ${index + 1}` }),
      state: 'confirmed',
      since: '2026-01-01T10:00:00.000Z',
    }));
    const api = mockContactsApi(many, { pageSize: 3 });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('link', { name: 'Person 3' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Person 4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('link', { name: 'Person 5' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Person / })).toHaveLength(5);
    expect(api.calls('GET /user/contacts').at(-1)?.query.get('cursor')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('offers a retry when a list cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /user/contacts': () =>
        fail
          ? apiError(500, 'server.backend_error')
          : {
              list: 'confirmed',
              items: [{ person: LENA, since: '2026-03-12T10:00:00.000Z' }],
              nextCursor: null,
              counts: { confirmed: 1, incoming: 0, outgoing: 0, blocked: 0 },
            },
    });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Lena Hoffmann' })).toBeVisible();
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    mockContactsApi(RELATIONS);
    render('/user/contacts?list=incoming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await screen.findByRole('link', { name: 'Ina Weber' });
    expect(tabNames()).toEqual(['Contacts (2)', 'Requests (1)', 'Sent (1)', 'Blocked (1)']);
    expect(screen.getByRole('button', { name: 'Accept: Ina Weber' })).toBeVisible();
    expect(screen.getByText('Requested on Nov 20, 2026')).toBeVisible();
  });
});
