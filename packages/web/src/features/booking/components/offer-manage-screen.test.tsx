import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingApplication, BookingOffer } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferManageScreen } from './offer-manage-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const application = (overrides: Partial<BookingApplication>): BookingApplication => ({
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

function fakeApi(current: BookingOffer, items: BookingApplication[], clashes: unknown[] = []) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname.endsWith('/applications')) return jsonResponse(200, { items });
    if (url.pathname.startsWith('/api/booking-applications/')) {
      return jsonResponse(200, { application: items[0], clashes });
    }
    if (url.pathname.endsWith('/cancel')) return jsonResponse(200, { deleted: true });
    return jsonResponse(200, current);
  });
  return calls;
}

const render = () =>
  renderWithProviders(<OfferManageScreen id="offer00001" notFound={<p>weg</p>} />, {
    route: '/booking/offer00001/applicants',
  });

describe('OfferManageScreen', () => {
  it('lists the applications by date and confirms one, warning of a clash', async () => {
    const calls = fakeApi(
      mine(),
      [application({})],
      [{ offerTitle: 'Sommerfest', startsAt: '2030-06-01T17:00:00.000Z' }],
    );
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: /01\.06\.2030/ });
    expect(within(section).getByText('1 von 2 Slots belegt')).toBeVisible();
    expect(within(section).getByText(/Wunschgage 200 €/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Bestätigen: Die Nachtfalter' }));
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
