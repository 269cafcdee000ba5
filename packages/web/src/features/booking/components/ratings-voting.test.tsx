import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingRating, PendingRating, Voting } from '@backline/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RatingsScreen } from './ratings-screen.tsx';
import { ReceivedRatings } from './received-ratings.tsx';
import { VotingScreen } from './voting-screen.tsx';

afterEach(() => vi.restoreAllMocks());

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

function fake(routes: Record<string, (body: unknown) => Response>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    return handler
      ? handler(body)
      : jsonResponse(404, { code: 'request.entity_not_found', message: 'weg' });
  });
  return calls;
}

describe('RatingsScreen', () => {
  it('rates a pending gig and answers a rating once', async () => {
    const calls = fake({
      'GET /api/booking/ratings/pending': () => jsonResponse(200, { items: [pending] }),
      'GET /api/bookingrating/rate000001': () => jsonResponse(200, rating),
      'POST /api/booking-applications/appl000001/rating': () => jsonResponse(201, rating),
      'POST /api/bookingrating/rate000001/answer': (body) =>
        jsonResponse(200, { ...rating, answer: (body as { text: string }).text, canAnswer: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RatingsScreen ratingId="rate000001" />, {
      route: '/booking/ratings?rating=rate000001',
    });
    expect(await screen.findByText('Pünktlich und großartig.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Deine Antwort/ }), 'Danke, gerne wieder!');
    await user.click(screen.getByRole('button', { name: 'Antworten' }));
    expect(await screen.findByText('Danke, gerne wieder!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Antworten' })).toBeNull();

    expect(screen.getByText(/Sommerfest am .* mit Kulturhalle/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.type(
      screen.getByRole('textbox', { name: /Dein Text/ }),
      'Technik war knapp, sonst gut.',
    );
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByText('Danke, deine Bewertung ist gespeichert.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/rating'))?.body).toEqual({
      value: 'neutral',
      text: 'Technik war knapp, sonst gut.',
    });
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
    const calls = fake({
      'GET /api/booking/offer00001/voting': () => jsonResponse(200, voting),
      'POST /api/booking/offer00001/votes': () => jsonResponse(200, { status: 'code_sent' }),
      'POST /api/booking/offer00001/votes/confirm': () => jsonResponse(200, { status: 'counted' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<VotingScreen offerId="offer00001" notFound={<p>weg</p>} />, {
      route: '/booking/offer00001/voting',
    });
    await user.click(await screen.findByRole('radio', { name: 'Neon & Blumen' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(
      await screen.findByText('Wir haben dir einen Code an fan@example.com geschickt.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Code aus der E-Mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Stimme bestätigen' }));
    expect(await screen.findByText('Danke! Deine Stimme zählt.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { applicationId: 'appl000002', email: 'fan@example.com' },
      { email: 'fan@example.com', code: '123456' },
    ]);
  });

  it('shows the offerer the counts, and says when the address was used', async () => {
    fake({
      'GET /api/booking/offer00001/voting': () =>
        jsonResponse(200, {
          ...voting,
          candidates: voting.candidates.map((candidate, index) => ({
            ...candidate,
            votes: index + 2,
          })),
          total: 5,
        }),
      'POST /api/booking/offer00001/votes': () =>
        jsonResponse(409, {
          code: 'voting.email_used',
          message: 'Mit dieser E-Mail-Adresse kann (nicht erneut) abgestimmt werden',
          field: 'email',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<VotingScreen offerId="offer00001" notFound={<p>weg</p>} />, {
      route: '/booking/offer00001/voting',
    });
    expect(await screen.findByText('5 Stimmen insgesamt')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Neon & Blumen (3 Stimmen)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(
      await screen.findByText('Mit dieser E-Mail-Adresse kann (nicht erneut) abgestimmt werden'),
    ).toBeVisible();
  });
});

describe('ReceivedRatings', () => {
  it('lists the ratings a page received, or says there are none', async () => {
    fake({
      'GET /api/booking/ratings/received': () =>
        jsonResponse(200, { items: [{ ...rating, canAnswer: false }] }),
    });
    renderWithProviders(<ReceivedRatings pageId="band000001" />);
    expect(await screen.findByRole('heading', { name: 'Booking-Bewertungen' })).toBeVisible();
    expect(screen.getByText('Pünktlich und großartig.')).toBeVisible();
    expect(screen.getByText('Positiv')).toBeVisible();
    vi.restoreAllMocks();
    fake({ 'GET /api/booking/ratings/received': () => jsonResponse(200, { items: [] }) });
    renderWithProviders(<ReceivedRatings pageId="band000002" />);
    expect(await screen.findByText('Noch keine Bewertungen.')).toBeVisible();
  });

  it("lets the rated page answer once, and shows the answer in the page's list", async () => {
    let answer: string | null = null;
    fake({
      'GET /api/booking/ratings/received': () =>
        jsonResponse(200, { items: [{ ...rating, answer, canAnswer: answer === null }] }),
      'POST /api/bookingrating/rate000001/answer': (body) => {
        answer = (body as { text: string }).text;
        return jsonResponse(200, { ...rating, answer, canAnswer: false });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReceivedRatings pageId="band000001" />);
    await user.type(
      await screen.findByRole('textbox', { name: /Deine Antwort/ }),
      'Danke, jederzeit gern!',
    );
    await user.click(screen.getByRole('button', { name: 'Antworten' }));
    expect(await screen.findByText('Danke, jederzeit gern!')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Deine Antwort/ })).toBeNull();
  });
});
