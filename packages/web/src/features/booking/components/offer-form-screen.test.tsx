import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingOffer } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferFormScreen } from './offer-form-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const pages = [
  { id: 'venue00001', name: 'Kulturhalle', kind: 'location', canActAs: true },
  { id: 'band000001', name: 'Die Nachtfalter', kind: 'artist', canActAs: true },
];

function fakeApi(
  current: BookingOffer | null,
  answer?: Response,
  extra: Record<string, () => Response> = {},
) {
  const calls: { method: string; path: string; body: unknown; objectUser: string | null }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      objectUser: headers.get('x-object-user'),
    });
    if (url.pathname === '/api/user/pages') return jsonResponse(200, { pages });
    const route = extra[`${method} ${url.pathname}`];
    if (route) return route();
    if (method !== 'GET') return answer ?? jsonResponse(200, current ?? offer());
    if (current && url.pathname === `/api/booking/${current.id}`) return jsonResponse(200, current);
    return jsonResponse(404, { code: 'request.entity_not_found', message: 'weg' });
  });
  return calls;
}

describe('OfferFormScreen', () => {
  it('publishes a new offer for a venue page', async () => {
    const calls = fakeApi(null, jsonResponse(201, offer()));
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <OfferFormScreen userName="Vera" notFound={<p>weg</p>} />,
      { route: '/booking/create' },
    );
    // The pages arrive after the form: the venue is then offered as publisher and as venue.
    await screen.findAllByRole('option', { name: 'Kulturhalle' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Veröffentlichen als' }),
      'venue00001',
    );
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Indie-Abend');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'venue00001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art der Termine' }), 'series');
    fireEvent.input(screen.getByLabelText('Datum und Uhrzeit'), {
      target: { value: '2030-06-01T20:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    fireEvent.input(screen.getAllByLabelText('Datum und Uhrzeit')[1]!, {
      target: { value: '2030-06-08T20:00' },
    });
    await user.clear(screen.getAllByRole('spinbutton', { name: 'Slots' })[1]!);
    await user.type(screen.getAllByRole('spinbutton', { name: 'Slots' })[1]!, '2');
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

    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/booking');
    expect(post.objectUser).toBe('venue00001');
    expect(post.body).toMatchObject({
      title: 'Indie-Abend',
      venue: { kind: 'page', pageId: 'venue00001' },
      schedule: 'series',
      dates: [
        { startsAt: new Date('2030-06-01T20:00').toISOString(), slots: 1 },
        { startsAt: new Date('2030-06-08T20:00').toISOString(), slots: 2 },
      ],
      pay: { kind: 'pay', amountCents: 25_000 },
      wantedGenres: ['indie', 'rock'],
      wantedCultures: ['originals'],
      excludedCultures: ['covers'],
      soughtForms: ['band'],
      localActsPreferred: true,
      publish: true,
    });
    expect(router.state.location.pathname).toBe('/booking/indie-abend-offer00001');
  });

  it('shows the server message on the field', async () => {
    fakeApi(
      null,
      jsonResponse(422, {
        code: 'booking.pay_amount_required',
        message: 'Für die Gage muss ein Betrag eingegeben werden.',
        field: 'pay.amountCents',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OfferFormScreen userName="Vera" notFound={<p>weg</p>} />, {
      route: '/booking/create',
    });
    await user.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Rock-Nacht');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gage oder Kosten' }), 'pay');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(
      await screen.findByText('Für die Gage muss ein Betrag eingegeben werden.'),
    ).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Betrag (Euro)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('edits an offer with applications: locked fields cannot change, dates stay', async () => {
    const calls = fakeApi(
      offer({
        viewer: {
          isOfferer: true,
          commands: ['edit'],
          lockedFields: ['performanceType', 'venue', 'conditions', 'pay'],
          applications: [],
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <OfferFormScreen offerId="offer00001" userName="Vera" notFound={<p>weg</p>} />,
      { route: '/booking/offer00001/edit' },
    );
    expect(await screen.findByText(/Es liegen Bewerbungen vor/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Auftrittsart' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Gage oder Kosten' })).toBeDisabled();
    expect(screen.getAllByLabelText('Datum und Uhrzeit')[0]).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Beschreibung' }));
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/booking/offer00001');
    expect(put.body).toMatchObject({
      description: 'Neu',
      dates: [
        { id: 'date000001', startsAt: '2030-06-01T18:00:00.000Z', slots: 2 },
        { id: 'date000002', startsAt: '2030-06-08T18:00:00.000Z', slots: 2 },
      ],
      pay: { kind: 'pay', amountCents: 25_000 },
    });
  });

  it('finds a venue on Backline by name and publishes the offer there', async () => {
    const calls = fakeApi(null, jsonResponse(201, offer()), {
      'GET /api/pages/venues': () =>
        jsonResponse(200, {
          venues: [
            {
              id: 'venue00009',
              kind: 'location',
              name: 'Zeche Carl',
              city: { id: 1, name: 'Essen', country: 'DE' },
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OfferFormScreen userName="Vera" notFound={<p>weg</p>} />, {
      route: '/booking/create',
    });
    await user.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Ruhrpott-Abend');
    await user.type(
      screen.getByRole('combobox', { name: 'Location auf Backline suchen' }),
      'zeche',
    );
    await user.click(await screen.findByRole('option', { name: 'Zeche Carl (Essen)' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('venue00009');
    expect(calls.find((call) => call.path === '/api/pages/venues')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ venue: { kind: 'page', pageId: 'venue00009' } });
  });

  it('refuses to save the offer while a new venue is unsaved, then saves the venue first', async () => {
    const calls = fakeApi(null, jsonResponse(201, offer()), {
      'POST /api/pages': () => jsonResponse(201, { id: 'venue00042', name: 'Kellerbar' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OfferFormScreen userName="Vera" notFound={<p>weg</p>} />, {
      route: '/booking/create',
    });
    await user.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Kellerkonzert');
    await user.click(screen.getByRole('button', { name: 'Neue Location anlegen' }));
    await user.type(await screen.findByRole('textbox', { name: /Name der Location/ }), 'Kellerbar');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(
      (
        await screen.findAllByText(
          'Bitte vervollständige und speichere zuerst die Location bzw. Organisation.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.path === '/api/booking')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Location speichern' }));
    await screen.findByRole('button', { name: 'Neue Location anlegen' });
    const stub = calls.find((call) => call.path === '/api/pages')!;
    expect(stub.body).toEqual({ kind: 'location', name: 'Kellerbar', cityId: null });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('venue00042');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    const post = calls.find((call) => call.path === '/api/booking')!;
    expect(post.body).toMatchObject({ venue: { kind: 'page', pageId: 'venue00042' } });
  });

  it('is not found for someone who is not the offerer', async () => {
    fakeApi(offer());
    renderWithProviders(
      <OfferFormScreen offerId="offer00001" userName="Vera" notFound={<p>weg</p>} />,
      { route: '/booking/offer00001/edit' },
    );
    expect(await screen.findByText('weg')).toBeVisible();
  });
});
