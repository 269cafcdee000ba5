import { screen, within } from '@testing-library/react';
import type { Applicant, BookingApplication, BookingOffer } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { offer } from '../../features/booking/components/booking-test-data.ts';
import { mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as ApplicantsRoute } from './booking-applicants-route.tsx';
import { Component as MineRoute } from './booking-mine-route.tsx';

const BAND = {
  kind: 'page' as const,
  id: 'band000001',
  name: 'Die Nachtfalter',
  resource: '/nachtfalter',
  picture: null,
};

const application: BookingApplication = {
  id: 'appl000001',
  offerId: 'offer00001',
  offerTitle: 'Indie-Abend',
  offerResource: '/booking/indie-abend-offer00001',
  date: { id: 'date000001', startsAt: '2030-06-01T18:00:00.000Z' },
  artist: BAND,
  status: 'applied',
  text: null,
  expectedPayCents: null,
  rejectReason: null,
  appliedAt: '2030-05-02T10:00:00.000Z',
  decidedAt: null,
  commands: ['withdraw'],
};

const applicant: Applicant = {
  ...application,
  commands: ['confirm', 'reject', 'ignore'],
  artistCity: 'Bonn',
  genres: [],
  hasMedia: false,
  rating: 0,
  distanceKm: null,
};

/** The chat's address a link opens: who it goes to, about what, as whom. */
const chatOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'https://backline.test');
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

describe('"Nachricht" on an application', () => {
  it("on the offerer's desk opens the chat with the band about its application", async () => {
    const mine: BookingOffer = offer({
      viewer: { isOfferer: true, commands: [], lockedFields: [], applications: [] },
    });
    mockApi({
      'GET /booking/:id': mine,
      'GET /booking/:id/applications': { items: [applicant], total: 1, page: 1, pageSize: 20 },
    });
    renderWithProviders(null, {
      route: '/booking/offer00001/applicants',
      routes: [{ path: '/booking/:id/applicants', element: <ApplicantsRoute /> }],
    });
    const card = (await screen.findByText('Die Nachtfalter')).closest('li')!;
    const link = within(card).getByRole('link', { name: 'Nachricht: Die Nachtfalter' });
    expect(link).toHaveTextContent('Nachricht');
    expect(chatOf(link)).toEqual({
      path: '/directmessaging',
      to: 'page:band000001',
      context: 'application:appl000001',
    });
  });

  it('in "Meine Bewerbungen" writes to the offerer as the band that applied', async () => {
    mockApi({
      'GET /booking/mine/applications': {
        items: [
          {
            ...application,
            offerer: {
              kind: 'page',
              id: 'venue00001',
              name: 'Kulturhalle',
              resource: '/location/kulturhalle-venue00001',
              picture: null,
            },
          },
          // Without the publisher (an older answer): no button rather than a wrong one.
          { ...application, id: 'appl000002', offerTitle: 'Open Stage' },
        ],
      },
    });
    renderWithProviders(null, {
      route: '/booking/myapplies',
      routes: [{ path: '/booking/myapplies', element: <MineRoute /> }],
    });
    const link = await screen.findByRole('link', { name: 'Nachricht: Kulturhalle' });
    expect(chatOf(link)).toEqual({
      path: '/directmessaging',
      to: 'page:venue00001',
      context: 'application:appl000001',
      as: 'page:band000001',
    });
    const other = screen.getByRole('link', { name: 'Open Stage' }).closest('li')!;
    expect(within(other).queryByRole('link', { name: /^Nachricht/ })).toBeNull();
  });

  it('speaks English too', async () => {
    const { i18n } = await import('../../lib/i18n.ts');
    await i18n.changeLanguage('en');
    try {
      mockApi({
        'GET /booking/mine/applications': {
          items: [{ ...application, offerer: { ...BAND, id: 'venue00001', name: 'Kulturhalle' } }],
        },
      });
      renderWithProviders(null, {
        route: '/booking/myapplies',
        routes: [{ path: '/booking/myapplies', element: <MineRoute /> }],
      });
      expect(await screen.findByRole('link', { name: 'Message: Kulturhalle' })).toBeVisible();
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});
