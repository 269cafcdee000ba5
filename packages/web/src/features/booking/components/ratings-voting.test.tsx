import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingRating, PendingRating, Voting } from '@backline/domain';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RatingsScreen } from './ratings-screen.tsx';
import { ReceivedRatings } from './received-ratings.tsx';
import { VotingScreen } from './voting-screen.tsx';

const party = (id: string, name: string) => ({
  kind: 'page' as const,
  id,
  name,
  resource: `/${id}`,
  picture: null,
});
const pending: PendingRating = {
  applicationId: 'appl000001',
  offerId: 'offer00001',
  offerTitle: 'Sommerfest',
  gigStartsAt: '2026-11-20T18:00:00.000Z',
  side: 'artist',
  other: party('venue00001', 'Kulturhalle'),
};
const rating: BookingRating = {
  id: 'rate000001',
  type: 'bookingrating',
  resource: '/bookingrating/rate000001',
  value: 'positive',
  text: 'Pünktlich und großartig.',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  offerTitle: 'Sommerfest',
  gigStartsAt: '2026-11-20T18:00:00.000Z',
  raterSide: 'offerer',
  rater: party('venue00001', 'Kulturhalle'),
  rated: party('band000001', 'Die Nachtfalter'),
  canAnswer: true,
};

describe('RatingsScreen', () => {
  it('rates a pending gig and answers a rating once', async () => {
    const api = mockApi({
      'GET /booking/ratings/pending': { items: [pending] },
      'GET /bookingrating/:id': rating,
      'POST /booking-applications/:id/rating': () => reply(201, rating),
      'POST /bookingrating/:id/answer': ({ body }) => ({
        ...rating,
        answer: (body as { text: string }).text,
        canAnswer: false,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RatingsScreen ratingId="rate000001" />, {
      route: '/booking/ratings?rating=rate000001',
    });
    expect(await screen.findByText('Pünktlich und großartig.')).toBeVisible();
    await user.type(
      await screen.findByRole('textbox', { name: /Deine Antwort/ }),
      'Danke, gerne wieder!',
    );
    await user.click(screen.getByRole('button', { name: 'Antworten' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Antworten' })).toBeNull());
    expect(screen.getByText('Danke, gerne wieder!')).toBeVisible();

    expect(screen.getByText(/Sommerfest am .* mit Kulturhalle/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.type(
      screen.getByRole('textbox', { name: /Dein Text/ }),
      'Technik war knapp, sonst gut.',
    );
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByText('Danke, deine Bewertung ist gespeichert.')).toBeVisible();
    expect(api.calls('POST /booking-applications/:id/rating')).toMatchObject([
      {
        path: '/booking-applications/appl000001/rating',
        body: { value: 'neutral', text: 'Technik war knapp, sonst gut.' },
      },
    ]);
    expect(api.calls('POST /bookingrating/:id/answer')[0]?.body).toEqual({
      text: 'Danke, gerne wieder!',
    });
  });

  it('checks the rating text as the server does and keeps the form until it is right', async () => {
    const api = mockApi({
      'GET /booking/ratings/pending': { items: [pending] },
      'POST /booking-applications/:id/rating': () => reply(201, rating),
    });
    const user = userEvent.setup();
    renderWithProviders(<RatingsScreen ratingId={null} />, { route: '/booking/ratings' });
    const text = await screen.findByRole('textbox', { name: /Dein Text/ });
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByText('Pflichtfeld')).toBeVisible();
    expect(text).toHaveFocus();
    await user.type(text, 'Super!');
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByText('Zu kurz')).toBeVisible();
    expect(api.calls('POST /booking-applications/:id/rating')).toEqual([]);
  });

  it("shows the server's refusal that names no field as an alert", async () => {
    mockApi({
      'GET /booking/ratings/pending': { items: [pending] },
      'POST /booking-applications/:id/rating': () => apiError(409, 'booking.rating_exists'),
    });
    const user = userEvent.setup();
    renderWithProviders(<RatingsScreen ratingId={null} />, { route: '/booking/ratings' });
    await user.type(
      await screen.findByRole('textbox', { name: /Dein Text/ }),
      'Alles bestens gelaufen.',
    );
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du hast diesen Gig schon bewertet.',
    );
  });

  it('shows a community ban with its end when rating', async () => {
    mockApi({
      'GET /booking/ratings/pending': { items: [pending] },
      'POST /booking-applications/:id/rating': () =>
        reply(403, {
          code: 'moderation.community_ban',
          message: 'Community-Sperre',
          params: { date: '31.12.2026, 12:00' },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RatingsScreen ratingId={null} />, { route: '/booking/ratings' });
    await user.type(
      await screen.findByRole('textbox', { name: /Dein Text/ }),
      'Alles bestens gelaufen.',
    );
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Community-Sperre. Du kannst bis 31.12.2026, 12:00 nichts veröffentlichen',
    );
  });
});

describe('VotingScreen', () => {
  const voting: Voting = {
    offerId: 'offer00001',
    offerTitle: 'Bandcontest',
    offerResource: '/booking/bandcontest-offer00001',
    open: true,
    candidates: [
      { applicationId: 'appl000001', artist: party('band000001', 'Die Nachtfalter'), votes: null },
      { applicationId: 'appl000002', artist: party('band000002', 'Neon & Blumen'), votes: null },
    ],
    total: null,
  };

  it('sends a code for the chosen band and counts the vote with it', async () => {
    const api = mockApi({
      'GET /booking/:id/voting': voting,
      'POST /booking/:id/votes': { status: 'code_sent' },
      'POST /booking/:id/votes/confirm': { status: 'counted' },
    });
    const user = userEvent.setup();
    renderWithProviders(<VotingScreen offerId="offer00001" notFound={<p>weg</p>} />, {
      route: '/booking/offer00001/voting',
    });
    await user.click(await screen.findByRole('radio', { name: 'Neon & Blumen' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), ' Fan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(
      await screen.findByText('Wir haben dir einen Code an fan@example.com geschickt.'),
    ).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Code aus der E-Mail' });
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Stimme bestätigen' }));
    expect(await screen.findByText('Ungültige Eingabe')).toBeVisible();
    expect(code).toHaveFocus();
    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Stimme bestätigen' }));
    expect(await screen.findByText('Danke! Deine Stimme zählt.')).toBeVisible();
    expect(api.calls('POST /booking/:id/votes')[0]?.body).toEqual({
      applicationId: 'appl000002',
      email: 'fan@example.com',
    });
    expect(api.calls('POST /booking/:id/votes/confirm')).toMatchObject([
      {
        path: '/booking/offer00001/votes/confirm',
        body: { email: 'fan@example.com', code: '123456' },
      },
    ]);
  });

  it('shows the offerer the counts, and says when the address was used', async () => {
    mockApi({
      'GET /booking/:id/voting': {
        ...voting,
        candidates: voting.candidates.map((candidate, index) => ({
          ...candidate,
          votes: index + 2,
        })),
        total: 5,
      },
      'POST /booking/:id/votes': () => apiError(409, 'voting.email_used', 'email'),
    });
    const user = userEvent.setup();
    renderWithProviders(<VotingScreen offerId="offer00001" notFound={<p>weg</p>} />, {
      route: '/booking/offer00001/voting',
    });
    expect(await screen.findByText('5 Stimmen insgesamt')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Neon & Blumen (3 Stimmen)' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    // On the address field, where it belongs.
    expect(
      await screen.findByText('Mit dieser E-Mail-Adresse kann nicht (erneut) abgestimmt werden'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });
});

describe('ReceivedRatings', () => {
  it('lists the ratings a page received, or says there are none', async () => {
    const api = mockApi({
      'GET /booking/ratings/received': ({ query }) =>
        query.get('pageId') === 'band000001'
          ? { items: [{ ...rating, canAnswer: false }] }
          : { items: [] },
    });
    renderWithProviders(<ReceivedRatings pageId="band000001" />);
    expect(await screen.findByRole('heading', { name: 'Booking-Bewertungen' })).toBeVisible();
    expect(screen.getByText('Pünktlich und großartig.')).toBeVisible();
    expect(screen.getByText('Positiv')).toBeVisible();
    renderWithProviders(<ReceivedRatings pageId="band000002" />);
    expect(await screen.findByText('Noch keine Bewertungen.')).toBeVisible();
    expect(api.calls().map((call) => call.search)).toEqual([
      '?pageId=band000001',
      '?pageId=band000002',
    ]);
  });

  it("lets the rated page answer once, and shows the answer in the page's list", async () => {
    let answer: string | null = null;
    mockApi({
      'GET /booking/ratings/received': () => ({
        items: [{ ...rating, answer, canAnswer: answer === null }],
      }),
      'POST /bookingrating/:id/answer': ({ body }) => {
        answer = (body as { text: string }).text;
        return { ...rating, answer, canAnswer: false };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReceivedRatings pageId="band000001" />);
    await user.type(
      await screen.findByRole('textbox', { name: /Deine Antwort/ }),
      'Danke, jederzeit gern!',
    );
    await user.click(screen.getByRole('button', { name: 'Antworten' }));
    // The form goes (an answer is given once); the answer shows in its place.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Deine Antwort/ })).toBeNull(),
    );
    expect(screen.getByText('Danke, jederzeit gern!')).toBeVisible();
  });
});
