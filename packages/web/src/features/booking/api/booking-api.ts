import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  BookingApplicationsSchema,
  BookingOfferPageSchema,
  BookingOfferSchema,
  MyPagesSchema,
  type ApplyInput,
  type BookingApplication,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const bookingKeys = {
  all: ['booking'] as const,
  list: (query: string) => ['booking', 'list', query] as const,
  offer: (id: string) => ['booking', 'offer', id] as const,
  premium: (offerId: string, pageId: string) => ['booking', 'premium', offerId, pageId] as const,
};

/** The gig list for the query string of the list's address (filters live in the URL). */
export const offerListQuery = (search: string) =>
  queryOptions({
    queryKey: bookingKeys.list(search),
    queryFn: ({ signal }) =>
      apiClient.request(`/booking${search ? `?${search}` : ''}`, {
        schema: BookingOfferPageSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.offer(id),
    queryFn: ({ signal }) =>
      apiClient.request(`/booking/${encodeURIComponent(id)}`, {
        schema: BookingOfferSchema,
        signal,
      }),
  });

const PremiumCheckSchema = z.object({
  missing: z.array(z.enum(['picture', 'website', 'media', 'bio'])),
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

/** The caller's pages (to apply as one of their artist pages); the pages feature's cache entry. */
export const myPagesForBookingQuery = queryOptions({
  queryKey: ['pages', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: MyPagesSchema, signal }),
});
