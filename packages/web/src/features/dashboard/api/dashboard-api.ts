import { queryOptions } from '@tanstack/react-query';
import { DashboardSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const DASHBOARD_KEY = ['dashboard'] as const;

/** How often the dashboard asks again while it is visible (new messages, new requests). */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * `/home`: every section of the dashboard in one answer (`GET /api/user/dashboard`), always for
 * the signed-in user, never as the page the tab acts for.
 */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: ({ signal }) =>
    apiClient.request('/user/dashboard', { schema: DashboardSchema, signal, objectUser: null }),
});
