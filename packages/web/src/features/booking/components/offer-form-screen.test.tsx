import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferFormScreen } from './offer-form-screen.tsx';

const pages = [
  { id: 'venue00001', name: 'Kulturhalle', kind: 'location', canActAs: true },
  { id: 'band000001', name: 'Die Nachtfalter', kind: 'artist', canActAs: true },
];

const myPages = { 'GET /user/pages': { pages } };

const mine = offer({
  viewer: { isOfferer: true, commands: ['edit'], lockedFields: [], applications: [] },
});

const renderCreate = () =>
  renderWithProviders(<OfferFormScreen userName="Vera" notFound={<p>weg</p>} />, {
    route: '/booking/create',
  });
const renderEdit = () =>
  renderWithProviders(
    <OfferFormScreen offerId="offer00001" userName="Vera" notFound={<p>weg</p>} />,
    { route: '/booking/offer00001/edit' },
  );

const dateField = (number: number) =>
  within(screen.getByRole('group', { name: `Termin ${number}` })).getByLabelText(
    'Datum und Uhrzeit',
  );
const slotsField = (number: number) =>
  within(screen.getByRole('group', { name: `Termin ${number}` })).getByRole('spinbutton', {
    name: 'Slots',
  });

describe('OfferFormScreen', () => {
  it('publishes a new offer for a venue page', async () => {
    const api = mockApi({ ...myPages, 'POST /booking': () => reply(201, offer()) });
    const user = userEvent.setup();
    const { router } = renderCreate();
    // The pages arrive after the form: the venue is then offered as publisher and as venue.
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Veröffentlichen als' }),
      'venue00001',
    );
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), ' Indie-Abend ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'venue00001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art der Termine' }), 'series');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    fireEvent.input(dateField(2), { target: { value: '2030-06-08T20:00' } });
    await user.clear(slotsField(2));
    await user.type(slotsField(2), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gage oder Kosten' }), 'pay');
    await user.type(screen.getByRole('spinbutton', { name: 'Betrag (Euro)' }), '250');
    await user.selectOptions(screen.getByRole('listbox', { name: 'Gesuchte Genres' }), [
      'indie',
      'rock',
    ]);
    await user.selectOptions(screen.getByRole('listbox', { name: 'Gesuchte Musikrichtung' }), [
      'originals',
    ]);
    await user.selectOptions(
      screen.getByRole('listbox', { name: 'Ausgeschlossene Musikrichtung' }),
      ['covers'],
    );
    await user.click(screen.getByRole('checkbox', { name: 'Bands' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lokale Acts bevorzugt' }));
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/booking/indie-abend-offer00001'),
    );
    const [post] = api.calls('POST /booking');
    expect(post?.headers.get('x-object-user')).toBe('venue00001');
    expect(post?.body).toEqual({
      title: 'Indie-Abend',
      performanceType: 'live',
      privateEvent: false,
      venue: { kind: 'page', pageId: 'venue00001' },
      schedule: 'series',
      dates: [
        { startsAt: new Date('2030-06-01T20:00').toISOString(), slots: 1 },
        { startsAt: new Date('2030-06-08T20:00').toISOString(), slots: 2 },
      ],
      undatedSlots: null,
      durationMinutes: 60,
      pay: { kind: 'pay', amountCents: 25_000 },
      backline: null,
      conditions: null,
      description: null,
      wantedGenres: ['indie', 'rock'],
      excludedGenres: [],
      wantedCultures: ['originals'],
      excludedCultures: ['covers'],
      soughtForms: ['band'],
      localActsPreferred: true,
      premium: false,
      applyTextRequired: false,
      voting: false,
      applyUntil: null,
      publish: true,
    });
  });

  it('shows every invalid field at once, dates and slots included, and focuses the first', async () => {
    const api = mockApi(myPages);
    const user = userEvent.setup();
    renderCreate();
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art der Termine' }), 'series');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    // The second date is the first again; the third has none and no slots.
    fireEvent.input(dateField(2), { target: { value: '2030-06-01T20:00' } });
    await user.clear(slotsField(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gage oder Kosten' }), 'cost');
    await user.selectOptions(screen.getByRole('listbox', { name: 'Gesuchte Genres' }), ['rock']);
    await user.selectOptions(screen.getByRole('listbox', { name: 'Ausgeschlossene Genres' }), [
      'rock',
    ]);
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    const title = screen.getByRole('textbox', { name: /Titel/ });
    expect(await screen.findByText('Dieser Termin ist doppelt.')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(dateField(2)).toHaveAttribute('aria-invalid', 'true');
    expect(dateField(3)).toHaveAttribute('aria-invalid', 'true');
    expect(slotsField(3)).toHaveAttribute('aria-invalid', 'true');
    expect(dateField(1)).toHaveAttribute('aria-invalid', 'false');
    expect(slotsField(1)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(3);
    expect(screen.getByRole('spinbutton', { name: 'Betrag (Euro)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Für die Gage muss ein Betrag eingegeben werden.')).toBeVisible();
    expect(screen.getByRole('listbox', { name: 'Ausgeschlossene Genres' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A live gig (the default) with no venue chosen.
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Ein Auftritt vor Ort (live oder hybrid) braucht eine Location. Wähle eine aus oder lege sie neu an.',
    );
    expect(api.calls('POST /booking')).toEqual([]);

    // Fixed, the next submit publishes.
    const fixed = mockApi({ 'POST /booking': () => reply(201, offer()) });
    await user.type(title, 'Clubnacht');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'venue00001');
    fireEvent.input(dateField(2), { target: { value: '2030-06-08T20:00' } });
    fireEvent.input(dateField(3), { target: { value: '2030-06-15T20:00' } });
    await user.type(slotsField(3), '1');
    await user.type(screen.getByRole('spinbutton', { name: 'Betrag (Euro)' }), '80');
    await user.deselectOptions(screen.getByRole('listbox', { name: 'Ausgeschlossene Genres' }), [
      'rock',
    ]);
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await vi.waitFor(() => expect(fixed.calls('POST /booking')).toHaveLength(1));
    expect(fixed.calls('POST /booking')[0]?.body).toMatchObject({
      title: 'Clubnacht',
      dates: [
        { startsAt: new Date('2030-06-01T20:00').toISOString(), slots: 1 },
        { startsAt: new Date('2030-06-08T20:00').toISOString(), slots: 1 },
        { startsAt: new Date('2030-06-15T20:00').toISOString(), slots: 1 },
      ],
      pay: { kind: 'cost', amountCents: 8_000 },
      excludedGenres: [],
      venue: { kind: 'page', pageId: 'venue00001' },
    });
  });

  it('starts a live gig with the venue still to choose; a stream may be online', async () => {
    const api = mockApi({ ...myPages, 'POST /booking': () => reply(201, offer()) });
    const user = userEvent.setup();
    renderCreate();
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    const type = screen.getByRole('combobox', { name: 'Auftrittsart' });
    const venue = screen.getByRole('combobox', { name: 'Location' });
    expect(type).toHaveValue('live');
    expect(venue).toHaveValue('');
    expect(within(venue).getByRole('option', { selected: true })).toHaveTextContent(
      'Location wählen',
    );
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Clubnacht');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    await vi.waitFor(() => expect(venue).toHaveAttribute('aria-invalid', 'true'));
    expect(venue).toHaveFocus();
    expect(
      screen.getByText(
        'Ein Auftritt vor Ort (live oder hybrid) braucht eine Location. Wähle eine aus oder lege sie neu an.',
      ),
    ).toBeVisible();
    expect(api.calls('POST /booking')).toEqual([]);

    // A stream needs no venue: the complaint goes and no venue means online.
    await user.selectOptions(type, 'stream');
    await vi.waitFor(() => expect(venue).toHaveAttribute('aria-invalid', 'false'));
    expect(within(venue).getByRole('option', { selected: true })).toHaveTextContent(
      'Online (ohne Location)',
    );
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await vi.waitFor(() => expect(api.calls('POST /booking')).toHaveLength(1));
    expect(api.calls('POST /booking')[0]?.body).toMatchObject({
      performanceType: 'stream',
      venue: { kind: 'virtual' },
    });
  });

  it('refuses to publish a date that has passed, on that date, without asking the server', async () => {
    const api = mockApi(myPages);
    const user = userEvent.setup();
    renderCreate();
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'venue00001');
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Rückblick');
    fireEvent.input(dateField(1), { target: { value: '2020-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Dieser Zeitpunkt liegt in der Vergangenheit.')).toBeVisible();
    expect(dateField(1)).toHaveFocus();
    expect(api.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user/pages']);
  });

  it("puts the server's errors on the fields they name and focuses the first", async () => {
    mockApi({
      ...myPages,
      'POST /booking': () =>
        reply(422, {
          code: 'booking.private_event_only',
          message: 'Nur private Veranstaltungen',
          field: 'privateEvent',
          errors: [
            { code: 'booking.private_event_only', message: '…', field: 'privateEvent' },
            { code: 'validation.invalid', message: '…', field: 'venue.pageId' },
            { code: 'booking.date_in_past', message: '…', field: 'dates.0.startsAt' },
          ],
        }),
    });
    const user = userEvent.setup();
    renderCreate();
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'venue00001');
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Rock-Nacht');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));

    const privateEvent = screen.getByRole('checkbox', { name: 'Private Veranstaltung' });
    await vi.waitFor(() => expect(privateEvent).toHaveAttribute('aria-invalid', 'true'));
    expect(privateEvent).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(dateField(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Dieser Zeitpunkt liegt in der Vergangenheit.')).toBeVisible();
    // Every error has its field: no alert besides them.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows slots below the confirmed acts on that date’s slots field', async () => {
    const api = mockApi({
      'GET /booking/:id': mine,
      ...myPages,
      'PUT /booking/:id': () => apiError(422, 'booking.slots_below_confirmed', 'dates.1.slots'),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByRole('group', { name: 'Termin 2' });
    await user.clear(slotsField(2));
    await user.type(slotsField(2), '1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText('Es kann nicht weniger Slots geben als bereits bestätigte Acts.'),
    ).toBeVisible();
    expect(slotsField(2)).toHaveAttribute('aria-invalid', 'true');
    expect(slotsField(2)).toHaveFocus();
    expect(dateField(2)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('PUT /booking/:id')[0]?.body).toMatchObject({
      dates: [
        { id: 'date000001', startsAt: '2030-06-01T18:00:00.000Z', slots: 2 },
        { id: 'date000002', startsAt: '2030-06-08T18:00:00.000Z', slots: 1 },
      ],
    });
  });

  it('edits an offer with applications: locked fields cannot change, dates stay', async () => {
    const api = mockApi({
      'GET /booking/:id': offer({
        viewer: {
          isOfferer: true,
          commands: ['edit'],
          lockedFields: ['performanceType', 'venue', 'conditions', 'pay'],
          applications: [],
        },
      }),
      ...myPages,
      'PUT /booking/:id': offer(),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    expect(await screen.findByText(/Es liegen Bewerbungen vor/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Auftrittsart' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Gage oder Kosten' })).toBeDisabled();
    expect(dateField(1)).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Beschreibung' }));
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/booking/indie-abend-offer00001'),
    );
    expect(api.calls('PUT /booking/:id')[0]).toMatchObject({
      path: '/booking/offer00001',
      body: {
        description: 'Neu',
        performanceType: 'live',
        venue: { kind: 'page', pageId: 'venue00001' },
        dates: [
          { id: 'date000001', startsAt: '2030-06-01T18:00:00.000Z', slots: 2 },
          { id: 'date000002', startsAt: '2030-06-08T18:00:00.000Z', slots: 2 },
        ],
        pay: { kind: 'pay', amountCents: 25_000 },
      },
    });
  });

  it('finds a venue on Backline by name and publishes the offer there', async () => {
    const api = mockApi({
      ...myPages,
      'GET /pages/venues': {
        venues: [
          {
            id: 'venue00009',
            kind: 'location',
            name: 'Zeche Carl',
            city: { id: 1, name: 'Essen', country: 'DE' },
          },
        ],
      },
      'POST /booking': () => reply(201, offer()),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Ruhrpott-Abend');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.type(
      screen.getByRole('combobox', { name: 'Location auf Backline suchen' }),
      'zeche',
    );
    await user.click(await screen.findByRole('option', { name: 'Zeche Carl (Essen)' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('venue00009');
    expect(api.calls('GET /pages/venues').at(-1)?.query.get('q')).toBe('zeche');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await vi.waitFor(() => expect(api.calls('POST /booking')).toHaveLength(1));
    expect(api.calls('POST /booking')[0]?.body).toMatchObject({
      venue: { kind: 'page', pageId: 'venue00009' },
      publish: false,
    });
  });

  it('refuses to save the offer while a new venue is unsaved, then saves the venue first', async () => {
    const api = mockApi({
      ...myPages,
      'POST /pages': () => reply(201, { id: 'venue00042', name: 'Kellerbar' }),
      'POST /booking': () => reply(201, offer()),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Kellerkonzert');
    fireEvent.input(dateField(1), { target: { value: '2030-06-01T20:00' } });
    await user.click(screen.getByRole('button', { name: 'Neue Location anlegen' }));
    const name = await screen.findByRole('textbox', { name: /Name der Location/ });
    // The stub is validated as the server validates a page: a name is required.
    await user.click(screen.getByRole('button', { name: 'Location speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    expect(name).toHaveFocus();
    await user.type(name, 'Kellerbar');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(
      await screen.findAllByText(
        'Bitte vervollständige und speichere zuerst die Location bzw. Organisation.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
    expect(api.calls('POST /booking')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Location speichern' }));
    await screen.findByRole('button', { name: 'Neue Location anlegen' });
    expect(api.calls('POST /pages')[0]?.body).toEqual({
      kind: 'location',
      name: 'Kellerbar',
      cityId: null,
    });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('venue00042');
    expect(
      screen.queryByText(
        'Bitte vervollständige und speichere zuerst die Location bzw. Organisation.',
      ),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await vi.waitFor(() => expect(api.calls('POST /booking')).toHaveLength(1));
    expect(api.calls('POST /booking')[0]?.body).toMatchObject({
      venue: { kind: 'page', pageId: 'venue00042' },
    });
  });

  it('is not found for someone who is not the offerer', async () => {
    mockApi({ 'GET /booking/:id': offer() });
    renderEdit();
    expect(await screen.findByText('weg')).toBeVisible();
  });
});
