import type { MediaList, MediaOwner } from '@backline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mediaQuery, mediaQueryKey } from '../api/media-api.ts';

/** One owner's media, with helpers to refetch and to change the cached list at once. */
export function useMediaList(owner: MediaOwner) {
  const queryClient = useQueryClient();
  const queryKey = mediaQueryKey(owner);
  const query = useQuery(mediaQuery(owner));
  const key = JSON.stringify(queryKey);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] }),
    [queryClient, key],
  );
  const update = useCallback(
    (change: (media: MediaList) => MediaList) =>
      queryClient.setQueryData<MediaList>(JSON.parse(key) as unknown[], (media) =>
        media ? change(media) : media,
      ),
    [queryClient, key],
  );
  return { query, refresh, update };
}
