import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingOffer, MyPage } from '@backline/domain';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offer } from './booking-test-data.ts';
import { OfferDetailScreen } from './offer-detail-screen.tsx';

const band = (overrides: Partial<MyPage> = {}): MyPage => ({
  id: 'band000001',
  type: 'organization',
  kind: 'artist',
  name: 'Die Nachtfalter',
  resource: '/nachtfalter',
  urlname: 'nachtfalter',
  status: 'active',
  picture: null,
  city: null,
  genres: [],
  followers: 0,
  role: 'owner',
  canActAs: true,
  ...overrides,
});

/** The offer, the caller's pages and the premium check, as the detail screen asks for them. */
const detailApi = (current: BookingOffer, pages: MyPage[], missing: string[] = []) =>
  mockApi({
    'GET /booking/:id': (call) =>
      call.params['id'] === current.id ? current : apiError(404, 'request.entity_not_found'),
    'GET /user/pages': { pages },
    'GET /booking/:id/premium-check': { missing },
  });

const render = () =>
  renderWithProviders(<OfferDetailScreen id="offer00001" notFound={<p>Nicht gefunden</p>} />, {
    route: '/booking/indie-abend-offer00001',
  });

describe('OfferDetailScreen', () => {
  it('shows the offer with its dates and slots', async () => {
    detailApi(offer({ wantedCultures: ['originals', 'covers'], soughtForms: ['band'] }), []);
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

  it('leads with the apply action, which takes the focus to the form', async () => {
    detailApi(offer(), [band()]);
    const user = userEvent.setup();
    const { container } = render();
    const apply = await screen.findByRole('button', { name: 'Bewerben' });
    // Without a cover the hero shows the offer's default one, and the publisher's initials.
    expect(container.querySelector('[data-default-cover]')).not.toBeNull();
    expect(apply.closest('[data-sticky-action-bar]')).not.toBeNull();
    await screen.findByRole('button', { name: 'Bewerbung senden' });
    await user.click(apply);
    expect(container.querySelector('#offer-apply')).toHaveFocus();
  });

  it('gives the offerer the way to the applications instead of applying', async () => {
    detailApi(
      offer({
        applicationCount: 2,
        viewer: { isOfferer: true, commands: ['edit'], lockedFields: [], applications: [] },
      }),
      [],
    );
    render();
    expect(await screen.findByRole('link', { name: 'Bewerbungen (2)' })).toHaveAttribute(
      'href',
      '/booking/offer00001/applicants',
    );
    expect(screen.queryByRole('button', { name: 'Bewerben' })).toBeNull();
  });

  it('applies with an artist page for the open dates', async () => {
    const api = detailApi(offer({ applyTextRequired: true }), [
      band(),
      band({ id: 'venue00009', kind: 'location', name: 'Mein Club' }),
    ]);
    const applied = mockApi({
      'POST /booking/:id/applications': () => reply(201, { items: [] }),
    });
    const user = userEvent.setup();
    render();
    const send = await screen.findByRole('button', { name: 'Bewerbung senden' });
    // Only the artist page is offered; only the open date can be chosen (and is preselected).
    expect(screen.getByRole('combobox', { name: 'Bewerben als' })).toHaveDisplayValue(
      'Die Nachtfalter',
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: /Bewerbungstext/ }),
      'Wir spielen Indie-Pop.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Gewünschte Gage (Euro)' }), '200');
    await user.click(send);
    expect(await screen.findByText('Deine Bewerbung ist verschickt.')).toBeVisible();
    expect(applied.calls('POST /booking/:id/applications')).toMatchObject([
      {
        path: '/booking/offer00001/applications',
        body: {
          pageId: 'band000001',
          dateIds: ['date000001'],
          text: 'Wir spielen Indie-Pop.',
          expectedPayCents: 20_000,
        },
      },
    ]);
    expect(api.calls('GET /booking/:id/premium-check')).toEqual([]);
  });

  it('shows a missing date and a missing text at once, focuses the first, sends nothing', async () => {
    const twoOpen = offer({
      applyTextRequired: true,
      dates: offer().dates.map((date) => ({ ...date, open: true })),
    });
    const applied = mockApi({ 'POST /booking/:id/applications': () => reply(201, { items: [] }) });
    detailApi(twoOpen, [band()]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Bewerbung senden' }));
    expect(await screen.findByText('Wähle mindestens einen Termin.')).toBeVisible();
    expect(screen.getByText('Pflichtfeld')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Bewerbungstext/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(applied.calls()).toEqual([]);
  });

  it("puts the server's refusal on the field it names", async () => {
    detailApi(offer(), [band()]);
    mockApi({
      'POST /booking/:id/applications': () =>
        reply(422, {
          code: 'booking.artist_page_required',
          message: 'Für eine Bewerbung brauchst du eine Künstlerseite.',
          field: 'pageId',
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Bewerbung senden' }));
    const page = screen.getByRole('combobox', { name: 'Bewerben als' });
    await vi.waitFor(() => expect(page).toHaveAttribute('aria-invalid', 'true'));
    expect(page).toHaveFocus();
    expect(
      screen.getByText('Für eine Bewerbung brauchst du eine Künstlerseite.', {
        selector: '.MuiFormHelperText-root',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lists the page's applications and offers only the dates not applied for", async () => {
    detailApi(
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
    detailApi(offer(), [band({ kind: 'location', name: 'Mein Club' })]);
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
    detailApi(offer({ premium: true }), [band()], ['picture', 'bio']);
    render();
    expect(await screen.findByText('ein Profilbild')).toBeVisible();
    expect(screen.getByText('ein Infotext')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bewerbung senden' })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    detailApi(offer(), [band()]);
    mockApi({ 'POST /booking/:id/applications': () => apiError(409, 'booking.already_applied') });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Bewerbung senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Künstlerseite hat sich für diesen Termin schon beworben.',
    );
  });

  it('shows the not-found screen for an offer that is gone', async () => {
    mockApi({ 'GET /booking/:id': () => apiError(404, 'request.entity_not_found') });
    render();
    expect(await screen.findByText('Nicht gefunden')).toBeVisible();
  });
});
