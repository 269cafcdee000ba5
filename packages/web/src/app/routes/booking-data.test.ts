import { describe, expect, it } from 'vitest';
import {
  dateOverviewQuery,
  myApplicationsQuery,
  myOffersQuery,
  myPagesForBookingQuery,
  offerQuery,
  pendingRatingsQuery,
  ratingQuery,
  votingQuery,
} from '../../features/booking/api/booking-api.ts';
import { offer } from '../../features/booking/components/booking-test-data.ts';
import { mockApi } from '../../test/api.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { prefetch as prefetchDates } from './booking-dates-data.ts';
import { prefetch as prefetchForm } from './booking-form-data.ts';
import { prefetch as prefetchMine } from './booking-mine-data.ts';
import { prefetch as prefetchRatings } from './booking-ratings-data.ts';
import { prefetch as prefetchVoting } from './booking-voting-data.ts';

const at = (path: string) => new URL(path, 'http://localhost');

/** The booking screens' data modules fill the cache under the keys the screens read. */
describe('the booking data modules', () => {
  it('load my offers or my applications, by address', async () => {
    const api = mockApi({
      'GET /booking/mine/offers': {
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 20,
      },
      'GET /booking/mine/applications': { items: [] },
    });
    const queryClient = createTestQueryClient();
    await prefetchMine({ params: {}, url: at('/booking/myoffers'), queryClient });
    expect(queryClient.getQueryData(myOffersQuery(1).queryKey)).toMatchObject({ total: 0 });
    expect(queryClient.getQueryData(myApplicationsQuery.queryKey)).toBeUndefined();
    await prefetchMine({ params: {}, url: at('/booking/myapplies'), queryClient });
    expect(queryClient.getQueryData(myApplicationsQuery.queryKey)).toEqual({ items: [] });
    expect(api.calls().map((call) => `${call.path}${call.search}`)).toEqual([
      '/booking/mine/offers?page=1',
      '/booking/mine/applications',
    ]);
  });

  it('load the pending ratings and the rating the address names', async () => {
    const party = {
      kind: 'page',
      id: 'band000001',
      name: 'Die Nachtfalter',
      resource: '/x',
      picture: null,
    };
    mockApi({
      'GET /booking/ratings/pending': { items: [] },
      'GET /bookingrating/:id': ({ params }) => ({
        id: params['id'],
        type: 'bookingrating',
        resource: `/bookingrating/${params['id']}`,
        value: 'positive',
        text: 'Pünktlich und großartig.',
        answer: null,
        answeredAt: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        offerTitle: 'Sommerfest',
        gigStartsAt: '2026-11-20T18:00:00.000Z',
        raterSide: 'offerer',
        rater: party,
        rated: party,
        canAnswer: false,
      }),
    });
    const queryClient = createTestQueryClient();
    await prefetchRatings({
      params: {},
      url: at('/booking/ratings?rating=rate000001'),
      queryClient,
    });
    expect(queryClient.getQueryData(pendingRatingsQuery.queryKey)).toEqual({ items: [] });
    expect(queryClient.getQueryData(ratingQuery('rate000001').queryKey)).toMatchObject({
      text: 'Pünktlich und großartig.',
    });
  });

  it('load the vote of an offer and the date overview of the range in the address', async () => {
    const api = mockApi({
      'GET /booking/:id/voting': {
        offerId: 'offer00001',
        offerTitle: 'Bandcontest',
        offerResource: '/booking/bandcontest-offer00001',
        open: true,
        candidates: [],
        total: null,
      },
      'GET /booking/mine/dates': { from: '2030-07-01', to: '2030-08-01', artist: [], offerer: [] },
    });
    const queryClient = createTestQueryClient();
    await prefetchVoting({
      params: { id: 'offer00001' },
      url: at('/booking/offer00001/voting'),
      queryClient,
    });
    expect(queryClient.getQueryData(votingQuery('offer00001').queryKey)).toMatchObject({
      offerTitle: 'Bandcontest',
    });
    await prefetchDates({
      params: {},
      url: at('/booking/dates?view=artist&from=2030-07-01&to=2030-08-01'),
      queryClient,
    });
    // The range goes to the server as the screen sends it (the tab stays in the address).
    expect(
      queryClient.getQueryData(dateOverviewQuery('from=2030-07-01&to=2030-08-01').queryKey),
    ).toMatchObject({ from: '2030-07-01' });
    expect(api.calls('GET /booking/mine/dates').map((call) => call.search)).toEqual([
      '?from=2030-07-01&to=2030-08-01',
    ]);
  });

  it('load the pages and, when editing, the offer for the offer form', async () => {
    mockApi({
      'GET /user/pages': { pages: [] },
      'GET /booking/:id': offer(),
    });
    const queryClient = createTestQueryClient();
    await prefetchForm({
      params: { id: 'offer00001' },
      url: at('/booking/offer00001/edit'),
      queryClient,
    });
    expect(queryClient.getQueryData(myPagesForBookingQuery.queryKey)).toEqual({ pages: [] });
    expect(queryClient.getQueryData(offerQuery('offer00001').queryKey)).toMatchObject({
      title: 'Indie-Abend',
    });
  });
});
