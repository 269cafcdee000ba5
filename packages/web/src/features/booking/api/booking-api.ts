import { queryOptions } from '@tanstack/react-query';
import {
  ActingPagesSchema,
  ApplicantPageSchema,
  ApplicationDecisionAnswerSchema,
  CreatedPageRefSchema,
  DeletedSchema,
  PremiumCheckSchema,
  VoteAnswerSchema,
  type ApplicationDecisionAnswer,
  type CreateOfferInput,
  BulkDecisionAnswerSchema,
  DateOverviewQuerySchema,
  DateOverviewSchema,
  type BulkDecisionInput,
  BookingApplicationsSchema,
  BookingOfferPageSchema,
  BookingOfferSchema,
  BookingRatingSchema,
  BookingRatingsSchema,
  PendingRatingsSchema,
  VotingSchema,
  VenueSearchResponseSchema,
  type ApplyInput,
  type VenueSearchResult,
  type OfferInput,
  type RatingValue,
  type BookingApplication,
  type ApplicantListQuery,
} from '@backline/domain';
import { PREFETCHED_BY_ROUTE } from '../../../lib/query-client.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const bookingKeys = {
  all: ['booking'] as const,
  offer: (id: string) => ['booking', 'offer', id] as const,
  premium: (offerId: string, pageId: string) => ['booking', 'premium', offerId, pageId] as const,
  receivedRatings: ['booking', 'received-ratings'] as const,
  myPages: ['booking', 'my-pages'] as const,
};

export const offerQuery = (id: string) =>
  queryOptions({
    ...PREFETCHED_BY_ROUTE,
    queryKey: bookingKeys.offer(id),
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/${encodeURIComponent(id)}`, {
        schema: BookingOfferSchema,
        signal,
      }),
  });

export const premiumCheckQuery = (offerId: string, pageId: string) =>
  queryOptions({
    queryKey: bookingKeys.premium(offerId, pageId),
    queryFn: ({ signal }) =>
      apiClient.request(
        `/booking/${encodeURIComponent(offerId)}/premium-check?pageId=${encodeURIComponent(pageId)}`,
        { schema: PremiumCheckSchema, signal },
      ),
  });

export const applyForOffer = async (
  offerId: string,
  input: ApplyInput,
): Promise<BookingApplication[]> =>
  (
    await apiClient.request(`/booking/${encodeURIComponent(offerId)}/applications`, {
      method: 'POST',
      json: input,
      schema: BookingApplicationsSchema,
    })
  ).items;

/** The caller's pages, as far as applying and publishing need them (`GET /api/user/pages`). */
export const myPagesForBookingQuery = queryOptions({
  queryKey: bookingKeys.myPages,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: ActingPagesSchema, signal }),
});

/** Creates an offer as the user (objectUser null) or as one of their pages. */
export const createOffer = (input: OfferInput, publish: boolean, objectUser: string | null) =>
  apiClient.request('/booking', {
    method: 'POST',
    json: { ...input, publish } satisfies CreateOfferInput,
    schema: BookingOfferSchema,
    objectUser,
  });

export const updateOffer = (id: string, input: OfferInput) =>
  apiClient.request(`/booking/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: BookingOfferSchema,
  });

export const publishOffer = (id: string) =>
  apiClient.request(`/booking/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    schema: BookingOfferSchema,
  });

/** The query the server gets: the valid filters of the address, in a stable order. */
export function applicantSearchOf(query: ApplicantListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return search.toString();
}

/** The offerer's applicant list: `search` is the screen's filter query (status, date, sort, …). */
export const applicantsQuery = (offerId: string, search = '') =>
  queryOptions({
    queryKey: ['booking', 'applicants', offerId, search] as const,
    queryFn: ({ signal }) =>
      apiClient.request(
        `/booking/${encodeURIComponent(offerId)}/applications${search ? `?${search}` : ''}`,
        { schema: ApplicantPageSchema, signal },
      ),
  });

/** Confirm, reject or ignore several applications of an offer; each id answers for itself. */
export const decideApplications = (offerId: string, input: BulkDecisionInput) =>
  apiClient.request(`/booking/${encodeURIComponent(offerId)}/applications/bulk`, {
    method: 'POST',
    json: input,
    schema: BulkDecisionAnswerSchema,
  });

/** The overview's query for an address: its range (`from`, `to`) when valid, else none. */
export function dateOverviewSearchOf(params: URLSearchParams): string {
  const range = DateOverviewQuerySchema.safeParse({
    ...(params.get('from') ? { from: params.get('from') } : {}),
    ...(params.get('to') ? { to: params.get('to') } : {}),
  });
  return new URLSearchParams(
    range.success
      ? Object.entries(range.data).filter((entry): entry is [string, string] => !!entry[1])
      : [],
  ).toString();
}

/** A rating named in the ratings screen's address (`?rating=`), if it looks like an id. */
export const ratingIdOf = (params: URLSearchParams): string | null => {
  const rating = params.get('rating');
  return rating && /^[A-Za-z0-9]{5,12}$/.test(rating) ? rating : null;
};

/** The date overview of both sides; `search` holds the range (`from`, `to`). */
export const dateOverviewQuery = (search = '') =>
  queryOptions({
    queryKey: ['booking', 'dates', search] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/mine/dates${search ? `?${search}` : ''}`, {
        schema: DateOverviewSchema,
        signal,
      }),
  });

export type Decision = ApplicationDecisionAnswer;

/** A decision on an application (confirm, reject with an optional reason, ignore, …). */
export const decideApplication = (
  applicationId: string,
  command: 'confirm' | 'reject' | 'ignore' | 'restore' | 'cancel' | 'withdraw',
  reason?: string,
): Promise<Decision> =>
  apiClient.request(`/booking-applications/${encodeURIComponent(applicationId)}/${command}`, {
    method: 'POST',
    json: reason ? { reason } : {},
    schema: ApplicationDecisionAnswerSchema,
  });

export const offerCommand = (
  id: string,
  command: 'submit' | 'revise' | 'publish' | 'pause' | 'resume',
) =>
  apiClient.request(`/booking/${encodeURIComponent(id)}/${command}`, {
    method: 'POST',
    schema: BookingOfferSchema,
  });

export const rescheduleOffer = (id: string, dates: { id: string; startsAt: string }[]) =>
  apiClient.request(`/booking/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    json: { dates },
    schema: BookingOfferSchema,
  });

export const cancelOffer = (id: string, reason: string) =>
  apiClient.request(`/booking/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: { reason },
    schema: DeletedSchema,
  });

export const myOffersQuery = (page: number) =>
  queryOptions({
    queryKey: ['booking', 'my-offers', page] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/mine/offers?page=${page}`, {
        schema: BookingOfferPageSchema,
        signal,
      }),
  });

export const myApplicationsQuery = queryOptions({
  queryKey: ['booking', 'my-applications'] as const,
  queryFn: ({ signal }) =>
    apiClient.request('/booking/mine/applications', { schema: BookingApplicationsSchema, signal }),
});

export const pendingRatingsQuery = queryOptions({
  queryKey: ['booking', 'ratings', 'pending'] as const,
  queryFn: ({ signal }) =>
    apiClient.request('/booking/ratings/pending', { schema: PendingRatingsSchema, signal }),
});

export const ratingQuery = (id: string) =>
  queryOptions({
    queryKey: ['booking', 'rating', id] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/bookingrating/${encodeURIComponent(id)}`, {
        schema: BookingRatingSchema,
        signal,
      }),
  });

export const rateGig = (applicationId: string, input: { value: RatingValue; text: string }) =>
  apiClient.request(`/booking-applications/${encodeURIComponent(applicationId)}/rating`, {
    method: 'POST',
    json: input,
    schema: BookingRatingSchema,
  });

export const answerRating = (id: string, text: string) =>
  apiClient.request(`/bookingrating/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    json: { text },
    schema: BookingRatingSchema,
  });

export const votingQuery = (offerId: string) =>
  queryOptions({
    queryKey: ['booking', 'voting', offerId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/${encodeURIComponent(offerId)}/voting`, {
        schema: VotingSchema,
        signal,
      }),
  });

export const requestVote = (offerId: string, applicationId: string, email: string) =>
  apiClient.request(`/booking/${encodeURIComponent(offerId)}/votes`, {
    method: 'POST',
    json: { applicationId, email },
    schema: VoteAnswerSchema,
  });

export const confirmVote = (offerId: string, email: string, code: string) =>
  apiClient.request(`/booking/${encodeURIComponent(offerId)}/votes/confirm`, {
    method: 'POST',
    json: { email, code },
    schema: VoteAnswerSchema,
  });

export const receivedRatingsQuery = (pageId: string) =>
  queryOptions({
    queryKey: [...bookingKeys.receivedRatings, pageId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/ratings/received?pageId=${encodeURIComponent(pageId)}`, {
        schema: BookingRatingsSchema,
        signal,
      }),
  });

/** `GET /api/pages/venues?q=…`: venues and organizations an offer can take place at. */
export const venueSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['booking', 'venues', query] as const,
    queryFn: async ({ signal }): Promise<VenueSearchResult[]> =>
      (
        await apiClient.request('/pages/venues', {
          schema: VenueSearchResponseSchema,
          query: { q: query },
          signal,
        })
      ).venues,
    staleTime: 60 * 1000,
  });

/**
 * Saves a venue stub: a location page with a name and a city, owned by the caller until the real
 * venue claims it (docs/decisions.md, 24).
 */
export const createVenueStub = (input: { name: string; cityId: number | null }) =>
  apiClient.request('/pages', {
    method: 'POST',
    json: { kind: 'location', name: input.name, cityId: input.cityId },
    schema: CreatedPageRefSchema,
  });
