import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
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
};

/**
 * The matches of contact ads (issue 18 item 4): the routes of my ads' matches and the new-match
 * notices. Built on its own branch beside the contact-ads module; the lead may fold it into
 * `contactads.module.ts` (its routes, and `contactAdPublished` as the `onPublished` dependency).
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
    api: { matches, contactAdPublished: notices.contactAdPublished },
  };
}
