import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchAppActivity } from './app-activity.ts';

/** A wake-up (back after more than 10 s inactive) refreshes whatever data has gone stale. */
export function useWakeUpRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchAppActivity({
        onWakeUp: () => {
          void queryClient.invalidateQueries({ stale: true });
        },
      }),
    [queryClient],
  );
}
