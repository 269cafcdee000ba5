import { NOTIFICATIONS_COUNTER } from '@backline/domain';
import { apiClient, lazySchema } from '../../../lib/api-client.ts';

const CountersAnswer = lazySchema(() =>
  import('../../../lib/shell-schemas.ts').then((schemas) => schemas.CountersResponseSchema),
);

/** The bell's query: the unread count (`POST /api/resource/counter`, spec section 7). */
export const UNREAD_COUNT_KEY = ['notifications', 'unread'] as const;

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiClient.request('/resource/counter', {
    method: 'POST',
    form: { counter: NOTIFICATIONS_COUNTER },
    schema: CountersAnswer,
    signal,
  });
  return answer.counters[NOTIFICATIONS_COUNTER] ?? 0;
}
