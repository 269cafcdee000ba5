import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ContactAdDetailSchema,
  ContactAdMatchPageSchema,
  ContactAdPageSchema,
  ContactAdResponseSchema,
  DeletedSchema,
  type ContactAdInput,
} from '@backline/domain';
import { apiClient, lazySchema } from '../../../lib/api-client.ts';
import { normalizeLegacyFilters } from '../legacy-filters.ts';

/**
 * The contact ads' API (issue 18; the routes are listed in the domain's
 * `contact-ad.schema.ts`). Every answer is read with the domain's schema.
 */
export const contactAdKeys = {
  all: ['contactads'] as const,
  list: (search: string) => ['contactads', 'list', search] as const,
  matches: (adId: string | null) => ['contactads', 'matches', adId ?? 'all'] as const,
  detail: (id: string) => ['contactads', 'detail', id] as const,
};

const enc = encodeURIComponent;

/** Only the list's own parameters go to the server (the city's name rides along for display). */
const DISPLAY_ONLY = ['cityName', 'cityCountry', 'after'];

/**
 * The server's query for the list's address: region and instrument names of the old addresses
 * as ids, without display-only parameters, and without an order or a distance whose premise is
 * gone (nearest or a distance without a city, relevance without a search text), which the server
 * would refuse.
 */
export function contactAdApiSearch(search: string): string {
  const address = new URLSearchParams(search);
  const params = normalizeLegacyFilters(address) ?? address;
  for (const name of DISPLAY_ONLY) params.delete(name);
  const sort = params.get('sort');
  if ((sort === 'relevance' && !params.get('q')) || (sort === 'nearest' && !params.get('city'))) {
    params.delete('sort');
  }
  if (!params.get('city')) params.delete('km');
  params.sort();
  return params.toString();
}

/** `GET /api/contactads?…`: the list (all ads, or `filter=myads`), page after page by cursor. */
export const contactAdListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: contactAdKeys.list(contactAdApiSearch(search)),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(contactAdApiSearch(search));
      if (pageParam) params.set('after', pageParam);
      const query = params.toString();
      return apiClient.request(`/contactads${query ? `?${query}` : ''}`, {
        schema: ContactAdPageSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
  });

/**
 * The matches of all my ads (`GET /api/contactads/matches`) or of one (`GET
 * /api/contactads/{id}/matches`), page after page.
 */
export const contactAdMatchesQuery = (adId: string | null) =>
  infiniteQueryOptions({
    queryKey: contactAdKeys.matches(adId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(adId ? `/contactads/${enc(adId)}/matches` : '/contactads/matches', {
        schema: ContactAdMatchPageSchema,
        query: pageParam ? { after: pageParam } : {},
        signal,
      }),
    getNextPageParam: (last) => last.next,
  });

/**
 * `GET /api/contactad/{id}` (the generic entity endpoint, which answers the entity itself): one ad
 * with what the viewer may do with it. Cached as the writes answer it (`{ contactAd }`), so a
 * write's answer can go straight into the cache.
 */
export const contactAdQuery = (id: string) =>
  queryOptions({
    queryKey: contactAdKeys.detail(id),
    queryFn: async ({ signal }) => ({
      contactAd: await apiClient.request(`/contactad/${enc(id)}`, {
        schema: ContactAdDetailSchema,
        signal,
      }),
    }),
    select: (answer) => answer.contactAd,
  });

/**
 * My pages (`GET /api/user/pages`): the artist pages I act for may publish an ad. The pages'
 * schema (a chunk the pages' screens share) loads beside the request, not with the screens.
 */
const MyPagesAnswer = lazySchema(() =>
  import('@backline/domain/pages/page.schema').then((module) => module.MyPagesSchema),
);
export const myActingPagesQuery = queryOptions({
  queryKey: ['user', 'pages', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: MyPagesAnswer, signal }),
});

export const createContactAd = (input: ContactAdInput) =>
  apiClient.request('/contactads', {
    method: 'POST',
    json: input,
    schema: ContactAdResponseSchema,
    // The publisher is named in the body (`pageId`), never by the tab's acting page.
    objectUser: null,
  });

export const updateContactAd = (id: string, input: ContactAdInput) =>
  apiClient.request(`/contactads/${enc(id)}`, {
    method: 'PUT',
    json: input,
    schema: ContactAdResponseSchema,
    objectUser: null,
  });

export type ContactAdLifecycleAction = 'pause' | 'resume' | 'renew';

/** `POST /api/contactads/{id}/{pause|resume|renew}`. */
export const changeContactAd = (id: string, action: ContactAdLifecycleAction) =>
  apiClient.request(`/contactads/${enc(id)}/${action}`, {
    method: 'POST',
    schema: ContactAdResponseSchema,
    objectUser: null,
  });

/** The generic `DELETE /api/contactad/{id}`. */
export const deleteContactAd = (id: string) =>
  apiClient.request(`/contactad/${enc(id)}`, {
    method: 'DELETE',
    schema: DeletedSchema,
    objectUser: null,
  });

/** After a change: the lists and matches ask again. */
export const contactAdsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: contactAdKeys.all });
