import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingApplication } from '@backline/domain';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { summary } from './booking-test-data.ts';
import { MyApplicationsScreen } from './my-applications-screen.tsx';
import { MyOffersScreen } from './my-offers-screen.tsx';

const application = (overrides: Partial<BookingApplication> = {}): BookingApplication => ({
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
  text: null,
  expectedPayCents: null,
  rejectReason: null,
  appliedAt: '2030-05-02T10:00:00.000Z',
  decidedAt: null,
  commands: ['withdraw'],
  ...overrides,
});

describe('MyOffersScreen', () => {
  it('counts each offer’s applications in the singular or plural and pages on the server', async () => {
    const api = mockApi({
      'GET /booking/mine/offers': ({ query }) => ({
        items:
          query.get('page') === '2'
            ? [summary({ id: 'offer00003', title: 'Sommerfest', applicationCount: 0 })]
            : [
                summary({ applicationCount: 1 }),
                summary({ id: 'offer00002', title: 'Open Stage', applicationCount: 3 }),
              ],
        total: 21,
        totalCapped: false,
        page: Number(query.get('page')),
        pageSize: 20,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyOffersScreen />, { route: '/booking/myoffers' });
    const [first, second] = await screen.findAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: 'Bewerbungen verwalten (1 Bewerbung)' }),
    ).toHaveAttribute('href', '/booking/offer00001/applicants');
    expect(
      within(second!).getByRole('link', { name: 'Bewerbungen verwalten (3 Bewerbungen)' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('link', { name: 'Sommerfest' })).toBeVisible();
    expect(screen.getByText('Seite 2 von 2')).toBeVisible();
    expect(api.calls().map((call) => call.search)).toEqual(['?page=1', '?page=2']);
  });
});

describe('MyApplicationsScreen', () => {
  it('withdraws an application and shows its new status', async () => {
    let status: BookingApplication['status'] = 'applied';
    const api = mockApi({
      'GET /booking/mine/applications': () => ({
        items: [application({ status, commands: status === 'applied' ? ['withdraw'] : [] })],
      }),
      'POST /booking-applications/:id/:command': () => {
        status = 'withdrawn';
        return { application: application({ status }), clashes: [] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsScreen />, { route: '/booking/myapplies' });
    await user.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('zurückgezogen')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zurückziehen' })).toBeNull());
    expect(api.calls('POST /booking-applications/:id/:command')).toMatchObject([
      { path: '/booking-applications/appl000001/withdraw' },
    ]);
  });

  it('asks before cancelling a confirmed gig, and cancels only when told to', async () => {
    const api = mockApi({
      'GET /booking/mine/applications': {
        items: [application({ status: 'confirmed', commands: ['cancel'] })],
      },
      'POST /booking-applications/:id/:command': () => ({
        application: application({ status: 'cancelled', commands: [] }),
        clashes: [],
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsScreen />, { route: '/booking/myapplies' });
    await user.click(await screen.findByRole('button', { name: 'Gig absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gig absagen?' });
    expect(dialog).toHaveTextContent('„Indie-Abend“');
    await user.click(within(dialog).getByRole('button', { name: 'Gig behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /booking-applications/:id/:command')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gig absagen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Gig absagen?' })).getByRole('button', {
        name: 'Gig absagen',
      }),
    );
    await waitFor(() =>
      expect(api.calls('POST /booking-applications/:id/:command')).toMatchObject([
        { path: '/booking-applications/appl000001/cancel' },
      ]),
    );
  });

  it('says why a withdrawal was refused', async () => {
    mockApi({
      'GET /booking/mine/applications': { items: [application()] },
      'POST /booking-applications/:id/:command': () => apiError(422, 'booking.command_not_allowed'),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsScreen />, { route: '/booking/myapplies' });
    await user.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das ist bei diesem Angebot in seinem jetzigen Zustand nicht möglich.',
    );
  });
});

describe('the empty and failed states of my lists', () => {
  it('invites to offer a gig when I have no offers', async () => {
    mockApi({
      'GET /booking/mine/offers': {
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 20,
      },
    });
    renderWithProviders(<MyOffersScreen />, { route: '/booking/myoffers' });
    expect(
      await screen.findByRole('heading', { name: 'Du hast noch keine Angebote.' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Angebot erstellen' }).at(-1)).toHaveAttribute(
      'href',
      '/booking/create',
    );
  });

  it('sends me to the gigs when I have not applied yet', async () => {
    mockApi({ 'GET /booking/mine/applications': { items: [] } });
    renderWithProviders(<MyApplicationsScreen />, { route: '/booking/myapplies' });
    expect(await screen.findByRole('heading', { name: 'Noch keine Bewerbungen.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gigs finden' })).toHaveAttribute('href', '/gigs');
  });

  it('offers a retry when my applications cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /booking/mine/applications': () =>
        fail ? apiError(500, 'server.backend_error') : { items: [application()] },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsScreen />, { route: '/booking/myapplies' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Indie-Abend' })).toBeVisible();
    expect(screen.getByText('beworben')).toBeVisible();
  });
});
