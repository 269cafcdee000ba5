import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingOffer, MyPage } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferDetailScreen } from './offer-detail-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const band = (overrides: Partial<MyPage> = {}): MyPage => ({
  id: 'band000001',
  type: 'organization',
  kind: 'artist',
  name: 'Die Nachtfalter',
  resource: '/nachtfalter',
  urlname: 'nachtfalter',
  status: 'active',
  picture: null,
  role: 'owner',
  canActAs: true,
  ...overrides,
});

function fakeApi(
  current: BookingOffer,
  pages: MyPage[],
  answers: { apply?: Response; missing?: string[] } = {},
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === '/api/user/pages') return jsonResponse(200, { pages });
    if (url.pathname.endsWith('/premium-check'))
      return jsonResponse(200, { missing: answers.missing ?? [] });
    if (url.pathname.endsWith('/applications'))
      return answers.apply ?? jsonResponse(201, { items: [] });
    if (url.pathname === `/api/booking/${current.id}`) return jsonResponse(200, current);
    return jsonResponse(404, { code: 'request.entity_not_found', message: 'Nicht gefunden' });
  });
  return calls;
}

const render = () =>
  renderWithProviders(<OfferDetailScreen id="offer00001" notFound={<p>Nicht gefunden</p>} />, {
    route: '/booking/indie-abend-offer00001',
  });

describe('OfferDetailScreen', () => {
  it('shows the offer with its dates and slots', async () => {
    fakeApi(offer({ wantedCultures: ['originals', 'covers'], soughtForms: ['band'] }), []);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Indie-Abend' })).toBeVisible();
    expect(screen.getByText('Eigene Songs, Coverband')).toBeVisible();
    expect(screen.getByText('Bands')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kulturhalle, Köln' })).toHaveAttribute(
      'href',
      '/location/kulturhalle-venue00001',
    );
    expect(screen.getByText('Gage 250 €')).toBeVisible();
    expect(screen.getByText('45 Minuten')).toBeVisible();
    expect(screen.getByText(/1 von 2 Slots belegt · offen für Bewerbungen/)).toBeVisible();
    expect(screen.getByText(/2 von 2 Slots belegt · keine Bewerbungen/)).toBeVisible();
  });

  it('applies with an artist page for the open dates', async () => {
    const calls = fakeApi(offer({ applyTextRequired: true }), [
      band(),
      band({ id: 'venue00009', kind: 'location', name: 'Mein Club' }),
    ]);
    const user = userEvent.setup();
    render();
    const send = await screen.findByRole('button', { name: 'Bewerbung senden' });
    // Only the artist page is offered; only the open date can be chosen (and is preselected).
    expect(screen.getByRole('combobox', { name: 'Bewerben als' })).toHaveDisplayValue(
      'Die Nachtfalter',
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(send);
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: /Bewerbungstext/ }),
      'Wir spielen Indie-Pop.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Gewünschte Gage (Euro)' }), '200');
    await user.click(send);
    expect(await screen.findByText('Deine Bewerbung ist verschickt.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/booking/offer00001/applications',
      body: {
        pageId: 'band000001',
        dateIds: ['date000001'],
        text: 'Wir spielen Indie-Pop.',
        expectedPayCents: 20_000,
      },
    });
  });

  it("lists the page's applications and offers only the dates not applied for", async () => {
    fakeApi(
      offer({
        dates: [
          {
            id: 'date000001',
            startsAt: '2030-06-01T18:00:00.000Z',
            slots: 2,
            confirmed: 0,
            paused: false,
            open: true,
          },
          {
            id: 'date000002',
            startsAt: '2030-06-08T18:00:00.000Z',
            slots: 2,
            confirmed: 0,
            paused: false,
            open: true,
          },
        ],
        viewer: {
          isOfferer: false,
          commands: [],
          lockedFields: [],
          applications: [
            { id: 'appl000001', dateId: 'date000001', pageId: 'band000001', status: 'applied' },
          ],
        },
      }),
      [band()],
    );
    render();
    expect(await screen.findByText(/Die Nachtfalter · .* · beworben/)).toBeVisible();
    const dates = screen.getAllByRole('checkbox');
    expect(dates).toHaveLength(1);
    expect(dates[0]).toHaveAccessibleName(/08\.06\.2030/);
  });

  it('explains that an application needs an artist page', async () => {
    fakeApi(offer(), [band({ kind: 'location', name: 'Mein Club' })]);
    render();
    expect(
      await screen.findByText(/Für eine Bewerbung brauchst du eine Künstlerseite/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Künstlerseite anlegen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });

  it('lists what a premium offer still needs and does not send', async () => {
    fakeApi(offer({ premium: true }), [band()], { missing: ['picture', 'bio'] });
    render();
    expect(await screen.findByText('ein Profilbild')).toBeVisible();
    expect(screen.getByText('ein Infotext')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bewerbung senden' })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    fakeApi(offer(), [band()], {
      apply: jsonResponse(409, {
        code: 'booking.already_applied',
        message: 'Für diesen Termin liegt schon eine Bewerbung vor.',
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Bewerbung senden' }));
    expect(
      await screen.findByText('Für diesen Termin liegt schon eine Bewerbung vor.'),
    ).toBeVisible();
  });

  it('shows the not-found screen for an offer that is gone', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(404, { code: 'request.entity_not_found', message: 'weg' }),
    );
    render();
    expect(await screen.findByText('Nicht gefunden')).toBeVisible();
  });
});
