import { CONTACT_REQUESTS_COUNTER } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { BansApi } from '../bans/bans.module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createContactListsService, type ContactListsService } from './contact-lists.service.ts';
import {
  createContactRelationsService,
  type ContactRelationsService,
} from './contact-relations.service.ts';
import { purgeContacts } from './contacts.repository.ts';
import { contactsRoutes } from './contacts.routes.ts';

export type ContactsModuleDeps = {
  media: Pick<MediaService, 'picturesOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  bans: Pick<BansApi, 'assertUserMayPost'>;
};

/** The navigation counter of open contact requests to the signed-in user (names are lowercase). */

/**
 * What other modules (profiles, messaging) and tests may call: whether two users are confirmed
 * contacts, whether either blocked the other (no requests, no messages), the pair's state as one
 * side sees it, and the use cases themselves.
 */
export type ContactsApi = Pick<ContactRelationsService, 'areContacts' | 'isBlocked' | 'stateOf'> & {
  lists: ContactListsService;
  relations: ContactRelationsService;
};

/**
 * Contacts (`/user/contacts`, spec section 4, decisions §48): requests, confirmed contacts and
 * blocks between users, the counter of open requests; all of a purged account's go.
 */
export function createContactsModule(
  platform: Platform,
  { media, notifications, bans }: ContactsModuleDeps,
): BacklineModule<ContactsApi> {
  const lists = createContactListsService(platform.db, { resolvePictures: media.picturesOf });
  const relations = createContactRelationsService(platform.db, {
    rateLimiter: platform.rateLimiter,
    notify: notifications.notify,
    realtime: platform.realtime,
    assertUserMayPost: (userId) => bans.assertUserMayPost(userId),
  });
  return {
    name: 'contacts',
    routes: async (app) => {
      await app.register(contactsRoutes, { lists, relations });
    },
    counters: {
      [CONTACT_REQUESTS_COUNTER]: (ctx) =>
        ctx.user ? lists.openRequests(ctx.user.id) : Promise.resolve(0),
    },
    purgeSteps: [purgeContacts],
    api: {
      areContacts: relations.areContacts,
      isBlocked: relations.isBlocked,
      stateOf: relations.stateOf,
      lists,
      relations,
    },
  };
}

// For other modules' list statements: whether two users blocked each other (messaging), a
// user's confirmed contacts (the gig list's network, messaging's attachments).
export {
  areConfirmedContactsSql,
  blockedEitherWaySql,
  confirmedContactsOfSql,
} from './contacts.repository.ts';
