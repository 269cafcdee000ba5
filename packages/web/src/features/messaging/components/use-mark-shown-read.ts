import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NAV_COUNTERS_KEY } from '../../../lib/nav-counters.ts';
import { conversationQuery, markRead, MESSAGING_KEY } from '../api/messaging-api.ts';

/** Shown is read: everything up to the newest message, once per newest message, while visible. */
export function useMarkShownRead(
  id: string,
  newestId: string | undefined,
  latestRead: string | null,
): void {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newestId || newestId === latestRead || marked.current === newestId) return;
    if (document.visibilityState === 'hidden') return;
    marked.current = newestId;
    markRead(id, newestId).then(
      () => {
        queryClient.setQueryData(conversationQuery(id).queryKey, (old) =>
          old ? { ...old, unread: 0 } : old,
        );
        void queryClient.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'list'] });
        // The badge on "Nachrichten" counts them too.
        void queryClient.invalidateQueries({ queryKey: NAV_COUNTERS_KEY });
      },
      () => {
        marked.current = null;
      },
    );
  }, [id, newestId, latestRead, queryClient]);
}
