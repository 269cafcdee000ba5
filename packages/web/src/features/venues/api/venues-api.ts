import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  DeletedSchema,
  VenueFactsheetSchema,
  VenueRatingFormSchema,
  VenueRatingPageSchema,
  VenueRatingSchema,
  type VenueFactsheetInput,
  type VenueRatingInput,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const VENUES_KEY = ['venues'] as const;
const id = (value: string) => encodeURIComponent(value);

/** `GET /api/location/{id}/facts`. */
export const factsheetQuery = (pageId: string) =>
  queryOptions({
    queryKey: [...VENUES_KEY, 'facts', pageId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/location/${id(pageId)}/facts`, { schema: VenueFactsheetSchema, signal }),
  });

/** `GET /api/location/{id}/ratings`: the summary on the first page, "Weitere" pages on. */
export const venueRatingsQuery = (pageId: string) =>
  infiniteQueryOptions({
    queryKey: [...VENUES_KEY, 'ratings', pageId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(`/location/${id(pageId)}/ratings`, {
        schema: VenueRatingPageSchema,
        query: pageParam ? { cursor: pageParam } : undefined,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** `GET /api/location/{id}/my-rating`: what the rate form needs. */
export const ratingFormQuery = (pageId: string) =>
  queryOptions({
    queryKey: [...VENUES_KEY, 'my-rating', pageId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/location/${id(pageId)}/my-rating`, {
        schema: VenueRatingFormSchema,
        signal,
      }),
  });

/** `GET /api/locationrating/{id}` (the generic entity endpoint). */
export const venueRatingQuery = (ratingId: string) =>
  queryOptions({
    queryKey: [...VENUES_KEY, 'rating', ratingId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/locationrating/${id(ratingId)}`, { schema: VenueRatingSchema, signal }),
  });

export const saveFactsheet = (pageId: string, input: VenueFactsheetInput) =>
  apiClient.request(`/location/${id(pageId)}/facts`, {
    method: 'PUT',
    json: input,
    schema: VenueFactsheetSchema,
  });

export const rateVenue = (pageId: string, input: VenueRatingInput) =>
  apiClient.request(`/location/${id(pageId)}/ratings`, {
    method: 'POST',
    json: input,
    schema: VenueRatingSchema,
  });

export const editVenueRating = (ratingId: string, input: VenueRatingInput) =>
  apiClient.request(`/locationrating/${id(ratingId)}`, {
    method: 'PUT',
    json: input,
    schema: VenueRatingSchema,
  });

export const saveStatement = (ratingId: string, text: string) =>
  apiClient.request(`/locationrating/${id(ratingId)}/statement`, {
    method: 'PUT',
    json: { text },
    schema: VenueRatingSchema,
  });

export const deleteVenueRating = (ratingId: string) =>
  apiClient.request(`/locationrating/${id(ratingId)}`, { method: 'DELETE', schema: DeletedSchema });
