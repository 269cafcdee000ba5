import { DASHBOARD_LIMITS, type Dashboard } from '@backline/domain';
import type { BookingApi } from '../booking/booking.module.ts';
import type { ContactsApi } from '../contacts/contacts.module.ts';
import type { MessagingApi } from '../messaging/messaging.module.ts';

export type DashboardDeps = {
  messaging: Pick<MessagingApi, 'recentConversations'>;
  contacts: { lists: Pick<ContactsApi['lists'], 'incomingPreview'> };
  booking: { dashboard: BookingApi['dashboard'] };
};

/**
 * The dashboard (`/home`): each section asked of the module that owns it, all at once; each
 * answers with one statement, so the request costs the session lookup and five statements.
 */
export function createDashboardService({ messaging, contacts, booking }: DashboardDeps) {
  return {
    async forUser(userId: string): Promise<Dashboard> {
      const [conversations, contactRequests, upcomingGigs, pendingRatings, news] =
        await Promise.all([
          messaging.recentConversations(userId, DASHBOARD_LIMITS.conversations),
          contacts.lists.incomingPreview(userId, DASHBOARD_LIMITS.contactRequests),
          booking.dashboard.upcomingGigs(userId, DASHBOARD_LIMITS.upcomingGigs),
          booking.dashboard.pendingRatings(userId, DASHBOARD_LIMITS.pendingRatings),
          booking.dashboard.followedNews(userId, DASHBOARD_LIMITS.news),
        ]);
      return {
        conversations: { items: conversations },
        contactRequests,
        upcomingGigs,
        pendingRatings,
        news,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
