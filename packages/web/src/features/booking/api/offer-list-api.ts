import { queryOptions } from '@tanstack/react-query';
import { BookingOfferPageSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** The gig list for the query string of the list's address (filters live in the URL). */
export const offerListQuery = (search: string) =>
  queryOptions({
    queryKey: ['booking', 'list', search] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/booking${search ? `?${search}` : ''}`, {
        schema: BookingOfferPageSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
