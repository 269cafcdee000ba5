import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, VenueFactsheet, VenueRating } from '@backline/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RateVenueScreen } from './rate-venue-screen.tsx';
import { VenueRatingScreen } from './venue-rating-screen.tsx';
import { VenueSection } from './venue-section.tsx';

const FACTS: VenueFactsheet = {
  pageId: 'venue0001',
  pageName: 'Kulturhalle Ehrenfeld',
  capacity: 350,
  stage: '8 × 5 m',
  pa: 'd&b Y-Serie',
  foh: null,
  backline: 'basic',
  backlineDetails: 'Drumset',
  rental: 'whole',
  newcomerFriendly: true,
  loadIn: null,
  parking: null,
  sleeping: 'hotel_nearby',
  catering: null,
  bookingContact: { name: 'Lena Booking', email: 'booking@example.org', phone: null },
  updatedAt: '2026-11-01T10:00:00.000Z',
  canEdit: true,
};

const SCORES = { organisation: 5, sound: 4, hospitality: 5, payReliability: 4, audience: 3 };
const ref = (id: string, name: string, path: string) => ({ id, name, path });

const RATING: VenueRating = {
  id: 'rating001',
  type: 'locationrating',
  resource: '/locationrating/rating001',
  venue: ref('venue0001', 'Kulturhalle Ehrenfeld', '/location/kulturhalle-ehrenfeld-venue0001'),
  rater: ref('bea000001', 'Bea Berg', '/user/bea-berg-bea000001'),
  artistPage: ref('band00001', 'Die Nachtfalter', '/die-nachtfalter'),
  verified: true,
  scores: SCORES,
  overall: 4.2,
  text: 'Toller Club, faire Gage.',
  state: 'visible',
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  editableUntil: '2026-12-10T10:00:00.000Z',
  statement: null,
  viewer: { isRater: false, canEdit: false, canDelete: false, canAnswer: true },
};

const VENUE_PAGE = { id: 'venue0001', kind: 'location', myRole: 'owner' } as unknown as Page;

describe('the venue section of a live location page', () => {
  it('shows the factsheet with its edit link and the ratings with their summary', async () => {
    mockApi({
      'GET /location/:id/facts': FACTS,
      'GET /location/:id/ratings': {
        summary: {
          count: 1,
          verifiedCount: 1,
          overall: 4.2,
          averages: { ...SCORES },
        },
        items: [
          {
            ...RATING,
            statement: {
              text: 'Danke!',
              author: null,
              createdAt: RATING.createdAt,
              updatedAt: RATING.createdAt,
            },
          },
        ],
        nextCursor: null,
      },
    });
    renderWithProviders(<VenueSection page={VENUE_PAGE} />);
    const facts = await screen.findByRole('region', { name: 'Factsheet' });
    expect(within(facts).getByText('350 Personen')).toBeVisible();
    expect(within(facts).getByText('Ganze Location mietbar')).toBeVisible();
    expect(within(facts).getByRole('link', { name: 'booking@example.org' })).toBeVisible();
    expect(within(facts).getByRole('link', { name: 'Factsheet bearbeiten' })).toHaveAttribute(
      'href',
      '/location/facts?page=venue0001',
    );
    expect(
      await screen.findByText('1 Bewertung, davon 1 nach einem Auftritt über Backline'),
    ).toBeVisible();
    expect(screen.getByText('Auftritt über Backline')).toBeVisible();
    expect(screen.getByText('Danke!')).toBeVisible();
    // The venue's own team does not rate it.
    expect(screen.queryByRole('link', { name: 'Location bewerten' })).toBeNull();
  });
});

describe('the rate form', () => {
  it('needs every criterion and sends the stars and the text', async () => {
    const api = mockApi({
      'GET /location/:id/my-rating': {
        venue: RATING.venue,
        canRate: true,
        verified: true,
        artistPage: RATING.artistPage,
        mine: null,
      },
      'POST /location/:id/ratings': RATING,
    });
    const user = userEvent.setup();
    renderWithProviders(<RateVenueScreen venueId="venue0001" />, {
      routes: [{ path: '/locationrating/:id', element: <p>Detail</p> }],
    });
    expect(
      await screen.findByText(/Du hast hier mit Die Nachtfalter über Backline gespielt/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bewertung abschicken' }));
    expect(api.calls('POST /location/:id/ratings')).toHaveLength(0);

    const criteria = {
      Organisation: 5,
      Sound: 4,
      Gastfreundschaft: 5,
      Zahlungsmoral: 4,
      Publikum: 3,
    };
    for (const [name, stars] of Object.entries(criteria)) {
      const group = screen.getByRole('group', { name });
      // A click without pointer moves: jsdom has no layout for the stars' hover position.
      fireEvent.click(within(group).getByRole('radio', { name: `${stars} von 5 Sternen` }));
    }
    await user.type(screen.getByRole('textbox', { name: 'Deine Erfahrung' }), 'Toller Club.');
    await user.click(screen.getByRole('button', { name: 'Bewertung abschicken' }));
    await vi.waitFor(() => expect(api.calls('POST /location/:id/ratings')).toHaveLength(1));
    expect(api.calls('POST /location/:id/ratings')[0]?.body).toEqual({
      scores: SCORES,
      text: 'Toller Club.',
    });
  });
});

describe('a rating with the venue statement', () => {
  it("lets the venue's manager publish a statement", async () => {
    const api = mockApi({
      'GET /locationrating/:id': RATING,
      'PUT /locationrating/:id/statement': {
        ...RATING,
        statement: {
          text: 'Danke für das Feedback!',
          author: ref('owner0001', 'Olga Owner', '/user/olga-owner0001'),
          createdAt: '2026-11-11T10:00:00.000Z',
          updatedAt: '2026-11-11T10:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<VenueRatingScreen id="rating001" notFound={<p>Nicht gefunden</p>} />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Stellungnahme' }),
      'Danke für das Feedback!',
    );
    await user.click(screen.getByRole('button', { name: 'Stellungnahme veröffentlichen' }));
    expect(await screen.findByText('Stellungnahme veröffentlicht')).toBeVisible();
    expect(api.calls('PUT /locationrating/:id/statement')[0]?.body).toEqual({
      text: 'Danke für das Feedback!',
    });
    const statement = screen.getByRole('region', { name: 'Stellungnahme der Location' });
    expect(within(statement).getByText('Danke für das Feedback!')).toBeVisible();
  });
});
