import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Applicant, BookingOffer, BulkDecisionResult, City } from '@backline/domain';
import { CityPicker } from '../../../components/ui/city-picker.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferManageScreen } from './offer-manage-screen.tsx';

afterEach(() => vi.restoreAllMocks());

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

type Call = { method: string; path: string; search: string; body: unknown };

/** Fakes our API at the fetch level: the offer, its applicant pages, decisions and cities. */
function fakeApi(
  current: BookingOffer,
  items: Applicant[],
  options: { clashes?: unknown[]; bulk?: BulkDecisionResult[]; cities?: City[] } = {},
) {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname.endsWith('/applications/bulk')) {
      return jsonResponse(200, { results: options.bulk ?? [] });
    }
    if (url.pathname.endsWith('/applications')) {
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
    }
    if (url.pathname.startsWith('/api/booking-applications/')) {
      return jsonResponse(200, { application: items[0], clashes: options.clashes ?? [] });
    }
    if (url.pathname === '/api/cities') return jsonResponse(200, { cities: options.cities ?? [] });
    if (url.pathname.endsWith('/cancel')) return jsonResponse(200, { deleted: true });
    return jsonResponse(200, current);
  });
  return calls;
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.endsWith('/applications'));

const render = () =>
  renderWithProviders(<OfferManageScreen id="offer00001" notFound={<p>weg</p>} />, {
    route: '/booking/offer00001/applicants',
  });

describe('OfferManageScreen', () => {
  it('lists the applications with their date and facts and confirms one, warning of a clash', async () => {
    const calls = fakeApi(mine(), [application({})], {
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
    expect(
      calls.some(
        (call) =>
          call.method === 'POST' && call.path === '/api/booking-applications/appl000001/confirm',
      ),
    ).toBe(true);
  });

  it('keeps the filters and the sort in the address and asks the server with them', async () => {
    const calls = fakeApi(mine(), [application({})]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <OfferManageScreen id="offer00001" notFound={<p>weg</p>} />,
      { route: '/booking/offer00001/applicants?status=applied&sort=rating&genre=nonsense' },
    );
    await screen.findByText('Die Nachtfalter');
    // An unknown genre in the address is dropped instead of failing the list.
    expect(listCalls(calls).at(-1)?.search).toBe('?status=applied&sort=rating');
    expect(screen.getByRole('button', { name: 'beworben' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'ignoriert' }));
    await vi.waitFor(() =>
      expect(listCalls(calls).at(-1)?.search).toBe('?status=applied%2Cignored&sort=rating'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Termin' }), 'date000002');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'rock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'pay');
    expect(screen.getByText('vom Veranstaltungsort (Köln)')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entfernung' }), '25');
    await user.click(screen.getByRole('button', { name: 'Mit Video oder Audio' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(listCalls(calls).at(-1)?.search))).toEqual({
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
    await vi.waitFor(() => expect(listCalls(calls).at(-1)?.search).toBe(''));
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
    const calls = fakeApi(mine({ virtual: true, venue: null }), [application({})], {
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
      expect(Object.fromEntries(new URLSearchParams(listCalls(calls).at(-1)?.search))).toEqual({
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
    const calls = fakeApi(mine(), [nachtfalter, kaefer, gebucht], {
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
    await user.type(
      within(bar).getByRole('textbox', { name: /Begründung für alle/ }),
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
    expect(calls.find((call) => call.path.endsWith('/bulk'))?.body).toEqual({
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
    fakeApi(mine(), [first, second], {
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
    const calls = fakeApi(mine(), [application({})]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ablehnen: Die Nachtfalter' }));
    await user.type(
      screen.getByRole('textbox', { name: /Begründung/ }),
      'Passt nicht ins Programm.',
    );
    await user.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    await screen.findByRole('button', { name: 'Bestätigen: Die Nachtfalter' });
    expect(calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({
      reason: 'Passt nicht ins Programm.',
    });
  });

  it('reschedules the dates once and cancels with a required reason', async () => {
    const calls = fakeApi(mine(), []);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Verschieben' }));
    fireEvent.input(screen.getByLabelText('Termin 1'), { target: { value: '2030-07-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Termine verschieben' }));
    expect(await screen.findByText('Die Termine sind verschoben.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/reschedule'))?.body).toEqual({
      dates: [
        { id: 'date000001', startsAt: new Date('2030-07-01T20:00').toISOString() },
        { id: 'date000002', startsAt: '2030-06-08T18:00:00.000Z' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Absagen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig absagen' }));
    expect(screen.getByText('Pflichtfeld')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Begründung/ }), 'Der Club schließt.');
    await user.click(screen.getByRole('button', { name: 'Endgültig absagen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/booking/myoffers'));
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'Der Club schließt.',
    });
  });

  it('offers no rescheduling after the one allowed, and is not found for others', async () => {
    fakeApi(mine({ reschedules: 1 }), []);
    render();
    await screen.findByRole('button', { name: 'Pausieren' });
    expect(screen.queryByRole('button', { name: 'Verschieben' })).toBeNull();
    vi.restoreAllMocks();
    fakeApi(offer(), []);
    renderWithProviders(<OfferManageScreen id="offer00002" notFound={<p>weg</p>} />, {
      route: '/booking/offer00002/applicants',
    });
    expect(await screen.findByText('weg')).toBeVisible();
  });
});
