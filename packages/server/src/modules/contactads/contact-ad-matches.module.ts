import { contactAdListAlertSource } from './contact-ad-matches.alert-source.repository.ts';
import { contactAdFilterSql } from './contact-ad-list.sql.ts';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ContactAdMatchesList } from './contact-ad-list.service.ts';
import { createMatchNotices, type MatchNotices } from './contact-ad-matches.notices.ts';
import { contactAdMatchesRoutes } from './contact-ad-matches.routes.ts';
import {
  createContactAdMatchesService,
  type ContactAdMatchesService,
} from './contact-ad-matches.service.ts';

export type ContactAdMatchesDeps = {
  notifications: Pick<NotificationsService, 'notify'>;
};

export type ContactAdMatchesApi = {
  matches: ContactAdMatchesService;
  /** The contact-ads module's `onPublished`: queues the new-match notices in its transaction. */
  contactAdPublished: MatchNotices['contactAdPublished'];
  /**
   * `GET /api/contactads?filter=matches` (the list's `matchesList`): the ads among all my
   * matches, best first, each once (profiles are matches too, but not ads: they are in
   * `GET /api/contactads/matches`, which the web shows).
   */
  matchedAds: ContactAdMatchesList;
};

/**
 * The matches of contact ads (issue 18 item 4): the routes of my ads' matches and the new-match
 * notices, and the `/musikersuche` saved-search alert source. A module of its own beside the
 * contact-ads module (it reads `contact_ads` through the SQL pieces that module exports), built
 * before it: the contact-ads module takes `contactAdPublished` as its `onPublished` and
 * `matchedAds` as its `matchesList` (compose-modules.ts).
 */
export function createContactAdMatchesModule(
  platform: Platform,
  { notifications }: ContactAdMatchesDeps,
): BacklineModule<ContactAdMatchesApi> {
  const matches = createContactAdMatchesService(platform.db);
  const notices = createMatchNotices({
    db: platform.db,
    work: platform.work,
    notify: notifications.notify,
  });
  return {
    name: 'contactAdMatches',
    routes: async (app) => {
      await app.register(contactAdMatchesRoutes, { matches });
    },
    alertSources: [
      contactAdListAlertSource(platform.db, (query, userId) =>
        contactAdFilterSql(query, { id: userId, shadowBanned: false }),
      ),
    ],
    api: {
      matches,
      contactAdPublished: notices.contactAdPublished,
      async matchedAds(viewer, query) {
        const page = await matches.ofViewer(viewer.id, {
          ...(query.after ? { after: query.after } : {}),
          ...(query.size ? { size: query.size } : {}),
        });
        const seen = new Set<string>();
        const items = page.items.flatMap((match) => {
          if (!match.ad || seen.has(match.ad.id)) return [];
          seen.add(match.ad.id);
          return [match.ad];
        });
        return { items, next: page.next };
      },
    },
  };
}
