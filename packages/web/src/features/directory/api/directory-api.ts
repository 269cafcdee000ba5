import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { DirectoryPageSchema, type DirectoryList } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const directoryKeys = { all: ['directory'] as const };

/** Only the list's filter parameters go to the server (the city's name rides along for display). */
const DISPLAY_ONLY = ['cityName', 'cityCountry'];

/**
 * The server's query for a list's address: without the display-only parameters, and without an
 * order or a distance whose premise went (relevance without a search text, nearest or a distance
 * without a city), which the server would refuse.
 */
export function directoryApiSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of DISPLAY_ONLY) params.delete(name);
  const sort = params.get('sort');
  if ((sort === 'relevance' && !params.get('q')) || (sort === 'nearest' && !params.get('city'))) {
    params.delete('sort');
  }
  if (!params.get('city')) params.delete('km');
  params.delete('after');
  return params.toString();
}

/** One directory list for the filters of its address, page after page (keyset cursor). */
export const directoryListQuery = (list: DirectoryList, search: string) =>
  infiniteQueryOptions({
    queryKey: [...directoryKeys.all, list, directoryApiSearch(search)] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(directoryApiSearch(search));
      if (pageParam) params.set('after', pageParam);
      const query = params.toString();
      return apiClient.request(`/directory/${list}${query ? `?${query}` : ''}`, {
        schema: DirectoryPageSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
  });

/** After following or unfollowing from a card: the lists ask again. */
export const directoryChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: directoryKeys.all });
