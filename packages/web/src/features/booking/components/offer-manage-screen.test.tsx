import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Applicant, BookingOffer, BulkDecisionResult, City } from '@backline/domain';
import { CityPicker } from '../../../components/ui/city-picker.tsx';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferManageScreen } from './offer-manage-screen.tsx';

const application = (overrides: Partial<Applicant>): Applicant => ({
  id: 'appl000001',
  offerId: 'offer00001',
  offerTitle: 'Indie-Abend',
  offerResource: '/booking/indie-abend-offer00001',
  date: { id: 'date000001', startsAt: '2030-06-01T18:00:00.000Z' },
  artist: {
    kind: 'page',
    id: 'band000001',
    name: 'Die Nachtfalter',
    resource: '/nachtfalter',
    picture: null,
  },
  status: 'applied',
  text: 'Wir spielen Indie.',
  expectedPayCents: 20_000,
  rejectReason: null,
  appliedAt: '2030-05-02T10:00:00.000Z',
  decidedAt: null,
  commands: ['confirm', 'reject', 'ignore'],
  artistCity: 'Bonn',
  genres: ['indie'],
  hasMedia: true,
  rating: 2,
  distanceKm: 24,
  ...overrides,
});

const mine = (overrides: Partial<BookingOffer> = {}) =>
  offer({
    viewer: {
      isOfferer: true,
      commands: [
        'pause',
        'pauseDate',
        'edit',
        'reschedule',
        'fillSlot',
        'freeSlot',
        'expire',
        'cancel',
      ],
      lockedFields: [],
      applications: [],
    },
    ...overrides,
  });

/** The offer, its applicant pages, decisions and cities, answered on the MSW seam. */
function desk(
  current: BookingOffer,
  items: Applicant[],
  options: { clashes?: unknown[]; bulk?: BulkDecisionResult[]; cities?: City[] } = {},
) {
  return mockApi({
    'GET /booking/:id': current,
    'GET /booking/:id/applications': { items, total: items.length, page: 1, pageSize: 20 },
    'POST /booking/:id/applications/bulk': { results: options.bulk ?? [] },
    'POST /booking-applications/:id/:command': {
      application: items[0],
      clashes: options.clashes ?? [],
    },
    'GET /cities': { cities: options.cities ?? [] },
    'POST /booking/:id/reschedule': current,
    'POST /booking/:id/cancel': { deleted: true },
  });
}

const listSearches = (api: ReturnType<typeof desk>) =>
  api.calls('GET /booking/:id/applications').map((call) => call.search);

const render = () =>
  renderWithProviders(<OfferManageScreen id="offer00001" notFound={<p>weg</p>} />, {
    route: '/booking/offer00001/applicants',
  });

describe('OfferManageScreen', () => {
  it('lists the applications with their date and facts and confirms one, warning of a clash', async () => {
    const api = desk(mine(), [application({})], {
      clashes: [{ offerTitle: 'Sommerfest', startsAt: '2030-06-01T17:00:00.000Z' }],
    });
    const user = userEvent.setup();
    render();
    const dates = await screen.findByRole('region', { name: 'Termine und Slots' });
    expect(within(dates).getByText(/01\.06\.2030.*: 1 von 2 Slots belegt/)).toBeVisible();
    const card = (await screen.findByText('Die Nachtfalter')).closest('li')!;
    expect(within(card).getByText(/^Termin: 01\.06\.2030/)).toBeVisible();
    expect(
      within(card).getByText(
        /Wunschgage 200 € · Bonn · 24 km entfernt · Bewertung \+2 · Video\/Audio · Indie/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Bewerbungen: 1');
    await user.click(within(card).getByRole('button', { name: 'Bestätigen: Die Nachtfalter' }));
    expect(
      await screen.findByText(
        /Die Nachtfalter hat zur selben Zeit schon einen bestätigten Gig: Sommerfest/,
      ),
    ).toBeVisible();
    expect(api.calls('POST /booking-applications/:id/:command')).toMatchObject([
      { path: '/booking-applications/appl000001/confirm', body: {} },
    ]);
  });

  it('keeps the filters and the sort in the address and asks the server with them', async () => {
    const api = desk(mine(), [application({})]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <OfferManageScreen id="offer00001" notFound={<p>weg</p>} />,
      { route: '/booking/offer00001/applicants?status=applied&sort=rating&genre=nonsense' },
    );
    await screen.findByText('Die Nachtfalter');
    // An unknown genre in the address is dropped instead of failing the list.
    expect(listSearches(api).at(-1)).toBe('?status=applied&sort=rating');
    expect(screen.getByRole('button', { name: 'beworben' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'ignoriert' }));
    await vi.waitFor(() =>
      expect(listSearches(api).at(-1)).toBe('?status=applied%2Cignored&sort=rating'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Termin' }), 'date000002');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'rock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'pay');
    expect(screen.getByText('vom Veranstaltungsort (Köln)')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entfernung' }), '25');
    await user.click(screen.getByRole('button', { name: 'Mit Video oder Audio' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(listSearches(api).at(-1)))).toEqual({
        status: 'applied,ignored',
        sort: 'pay',
        date: 'date000002',
        genre: 'rock',
        km: '25',
        media: '1',
      }),
    );
    expect(router.state.location.search).toContain('media=1');
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await vi.waitFor(() => expect(listSearches(api).at(-1)).toBe(''));
  });

  it('measures an online offer from a city chosen with the city picker', async () => {
    const koeln: City = {
      id: 2886242,
      name: 'Köln',
      country: 'DE',
      region: '07',
      latitude: 50.9,
      longitude: 6.9,
    };
    const api = desk(mine({ virtual: true, venue: null }), [application({})], {
      cities: [koeln],
    });
    const user = userEvent.setup();
    renderWithProviders(
      <OfferManageScreen
        id="offer00001"
        notFound={<p>weg</p>}
        renderCityPicker={({ label, city, onChange }) => (
          <CityPicker label={label} value={city} onChange={(picked) => onChange(picked)} />
        )}
      />,
      { route: '/booking/offer00001/applicants' },
    );
    await screen.findByText('Die Nachtfalter');
    expect(screen.getByRole('combobox', { name: 'Entfernung' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Entfernung von' }), 'Kö');
    await user.click(await screen.findByRole('option', { name: /Köln/ }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(listSearches(api).at(-1)))).toEqual({
        city: '2886242',
        km: '50',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Entfernung' })).toBeEnabled();
  });

  it('bulk-rejects the selection with one reason and shows each result', async () => {
    const nachtfalter = application({});
    const kaefer = application({
      id: 'appl000002',
      artist: { ...nachtfalter.artist, id: 'band000002', name: 'Die Käfer' },
    });
    const gebucht = application({
      id: 'appl000003',
      status: 'confirmed',
      commands: ['cancel'],
      artist: { ...nachtfalter.artist, id: 'band000003', name: 'Die Gebuchten' },
    });
    const api = desk(mine(), [nachtfalter, kaefer, gebucht], {
      bulk: [
        {
          id: 'appl000001',
          ok: true,
          application: { ...nachtfalter, status: 'rejected', commands: [] },
          code: null,
          clashes: [],
        },
        {
          id: 'appl000002',
          ok: false,
          application: null,
          code: 'booking.command_not_allowed',
          clashes: [],
        },
      ],
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Die Käfer');
    expect(screen.queryByRole('region', { name: /Für die Auswahl/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }));
    const bar = screen.getByRole('region', { name: 'Für die Auswahl: 3 ausgewählt' });
    // The confirmed gig takes none of these: the application machine allows them for two.
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Auswahl bestätigen (2)',
      'Auswahl ablehnen (2)',
      'Auswahl ignorieren (2)',
      'Auswahl aufheben',
    ]);
    expect(within(bar).getByText('Nur für Bewerbungen, deren Status es zulässt.')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Auswahl ablehnen (2)' }));
    // The reason form loads when first wanted.
    await user.type(
      await within(bar).findByRole('textbox', { name: /Begründung für alle/ }),
      'Wir sind ausgebucht.',
    );
    await user.click(within(bar).getByRole('button', { name: '2 Ablehnungen senden' }));
    const result = await screen.findByText(/Ergebnis: 1 von 2 erledigt/);
    const panel = result.closest('[role="status"]')!;
    expect(within(panel as HTMLElement).getByText('Die Nachtfalter: abgelehnt')).toBeVisible();
    expect(
      within(panel as HTMLElement).getByText(
        'Die Käfer: nicht möglich – Das ist bei diesem Angebot in seinem jetzigen Zustand nicht möglich.',
      ),
    ).toBeVisible();
    expect(api.calls('POST /booking/:id/applications/bulk')[0]?.body).toEqual({
      command: 'reject',
      ids: ['appl000001', 'appl000002'],
      reason: 'Wir sind ausgebucht.',
    });
    // The selection is done with: the bar is gone, the list reloads.
    expect(screen.queryByRole('region', { name: /Für die Auswahl/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Auswählen: Die Käfer' })).not.toBeChecked();
  });

  it('bulk-confirms one by one and tells which found no free slot and which clash', async () => {
    const first = application({});
    const second = application({
      id: 'appl000002',
      artist: { ...first.artist, id: 'band000002', name: 'Die Käfer' },
    });
    desk(mine(), [first, second], {
      bulk: [
        {
          id: 'appl000001',
          ok: true,
          application: { ...first, status: 'confirmed', commands: ['cancel'] },
          code: null,
          clashes: [{ offerTitle: 'Sommerfest', startsAt: '2030-06-01T17:00:00.000Z' }],
        },
        {
          id: 'appl000002',
          ok: false,
          application: null,
          code: 'booking.no_free_slot',
          clashes: [],
        },
      ],
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Auswählen: Die Nachtfalter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auswählen: Die Käfer' }));
    expect(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Auswahl bestätigen (2)' }));
    expect(await screen.findByText('Die Nachtfalter: bestätigt')).toBeVisible();
    expect(
      screen.getByText('Die Käfer: nicht möglich – Für diesen Termin sind alle Slots vergeben.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Die Nachtfalter hat zur selben Zeit schon einen bestätigten Gig: Sommerfest/,
      ),
    ).toBeVisible();
  });

  it('rejects with a reason the band will see', async () => {
    const api = desk(mine(), [application({})]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ablehnen: Die Nachtfalter' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Begründung/ }),
      'Passt nicht ins Programm.',
    );
    await user.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    await screen.findByRole('button', { name: 'Bestätigen: Die Nachtfalter' });
    expect(api.calls('POST /booking-applications/:id/:command')[0]).toMatchObject({
      path: '/booking-applications/appl000001/reject',
    });
    expect(api.calls('POST /booking-applications/:id/:command')[0]?.body).toEqual({
      reason: 'Passt nicht ins Programm.',
    });
  });

  it('asks before rescheduling, saying what follows, and sends only when confirmed', async () => {
    const api = desk(mine(), []);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Verschieben' }));
    fireEvent.input(await screen.findByLabelText('Termin 1'), {
      target: { value: '2030-07-01T20:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));

    const dialog = await screen.findByRole('dialog', { name: 'Angebot wirklich verschieben?' });
    expect(dialog).toHaveAccessibleDescription(
      /Die neuen Termine: 01\.07\.2030.*20:00, 08\.06\.2030.*\. 3 bestätigte Acts verlieren ihre Bestätigung und werden benachrichtigt, ebenso alle anderen Bewerber:innen\. Verschieben geht nur einmal/,
    );
    // Cancel sends nothing and keeps the form as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /booking/:id/reschedule')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Termine verschieben' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Jetzt verschieben' }),
    );
    expect(await screen.findByText('Die Termine sind verschoben.')).toBeVisible();
    expect(api.calls('POST /booking/:id/reschedule')).toMatchObject([
      {
        path: '/booking/offer00001/reschedule',
        body: {
          dates: [
            { id: 'date000001', startsAt: new Date('2030-07-01T20:00').toISOString() },
            { id: 'date000002', startsAt: '2030-06-08T18:00:00.000Z' },
          ],
        },
      },
    ]);
  });

  it('names the one confirmed act in the singular, and a date in the past on its field', async () => {
    const api = desk(
      mine({
        dates: mine().dates.map((date, index) => ({ ...date, confirmed: index === 0 ? 1 : 0 })),
      }),
      [],
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Verschieben' }));
    fireEvent.input(await screen.findByLabelText('Termin 2'), {
      target: { value: '2020-07-01T20:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));
    expect(await screen.findByText('Dieser Zeitpunkt liegt in der Vergangenheit.')).toBeVisible();
    expect(screen.getByLabelText('Termin 2')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.input(screen.getByLabelText('Termin 2'), { target: { value: '2030-07-08T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /1 bestätigter Act verliert seine Bestätigung/,
    );
    // Escape is "no" as well.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /booking/:id/reschedule')).toEqual([]);
  });

  it("puts the server's refusal of a reschedule on the date it names, or else as an alert", async () => {
    desk(mine(), []);
    mockApi({
      'POST /booking/:id/reschedule': () =>
        apiError(422, 'booking.date_in_past', 'dates.1.startsAt'),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Verschieben' }));
    await user.click(await screen.findByRole('button', { name: 'Termine verschieben' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Jetzt verschieben' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Termin 2')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Dieser Zeitpunkt liegt in der Vergangenheit.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    mockApi({ 'POST /booking/:id/reschedule': () => apiError(422, 'booking.reschedule_used') });
    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Jetzt verschieben' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Angebot kann nur einmal verschoben werden.',
    );
  });

  it('cancels with a required reason', async () => {
    const api = desk(mine(), []);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Absagen' }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig absagen' }));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    const reason = screen.getByRole('textbox', { name: /Begründung/ });
    expect(reason).toHaveFocus();
    expect(api.calls('POST /booking/:id/cancel')).toEqual([]);
    await user.type(reason, ' Der Club schließt. ');
    await user.click(screen.getByRole('button', { name: 'Endgültig absagen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/booking/myoffers'));
    expect(api.calls('POST /booking/:id/cancel')[0]?.body).toEqual({
      reason: 'Der Club schließt.',
    });
  });

  it('offers no rescheduling after the one allowed, and is not found for others', async () => {
    desk(mine({ reschedules: 1 }), []);
    render();
    await screen.findByRole('button', { name: 'Pausieren' });
    expect(screen.queryByRole('button', { name: 'Verschieben' })).toBeNull();
    mockApi({ 'GET /booking/:id': offer() });
    renderWithProviders(<OfferManageScreen id="offer00002" notFound={<p>weg</p>} />, {
      route: '/booking/offer00002/applicants',
    });
    expect(await screen.findByText('weg')).toBeVisible();
  });

  it('says what is missing when no act applied yet, and where acts find the offer', async () => {
    desk(mine(), []);
    renderWithProviders(<OfferManageScreen id="offer00001" notFound={<p>weg</p>} />, {
      route: '/booking/offer00001/applicants',
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Bewerbungen.' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Ein veröffentlichtes Angebot finden Bands unter „Gigs“/),
    ).toBeVisible();
  });

  it('pauses the offer and offers to undo it, which resumes it', async () => {
    desk(mine(), [application({})]);
    const api = mockApi({ 'POST /booking/:id/pause': mine(), 'POST /booking/:id/resume': mine() });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Pausieren' }));
    expect(await screen.findByText('Erledigt.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() => expect(api.calls('POST /booking/:id/resume')).toHaveLength(1));
  });
});
