import type { BacklineModule } from '../../platform/module.ts';
import type { BansApi } from '../bans/bans.module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ContactsApi } from '../contacts/contacts.module.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createConversationsService, type ConversationsService } from './conversations.service.ts';
import { createMessagesService, type MessagesService } from './messages.service.ts';
import { purgeMessaging } from './messaging-purge.repository.ts';
import { messagingReportSubjects } from './messaging.report-subjects.ts';
import { messagingRoutes } from './messaging.routes.ts';
import type { MessagingDeps } from './messaging.shared.ts';

export type MessagingModuleDeps = {
  media: Pick<MediaService, 'picturesOf'>;
  notifications: Pick<NotificationsService, 'notify' | 'withUnreadNotice'>;
  contacts: Pick<ContactsApi, 'isBlocked'>;
  bans: Pick<BansApi, 'assertUserMayPost'>;
};

/** The navigation counter of unread messages in the signed-in user's own conversations. */
export const UNREAD_MESSAGES_COUNTER = 'unread-messages';

export type MessagingApi = {
  conversations: ConversationsService;
  messages: MessagesService;
};

/**
 * Messaging (`/messaging`, `/directmessaging`, spec section 6): one-to-one conversations
 * between users and pages (their owners and admins write as the page) about a context, with
 * read state, archive, mute, the unread counter; a purged account's side goes.
 */
export function createMessagingModule(
  platform: Platform,
  { media, notifications, contacts, bans }: MessagingModuleDeps,
): BacklineModule<MessagingApi> {
  const deps: MessagingDeps = {
    rateLimiter: platform.rateLimiter,
    resolvePictures: media.picturesOf,
    isBlocked: contacts.isBlocked,
    assertUserMayPost: (userId) => bans.assertUserMayPost(userId),
    notify: notifications.notify,
    withUnreadNotice: notifications.withUnreadNotice,
  };
  const conversations = createConversationsService(platform.db, deps);
  const messages = createMessagesService(platform.db, deps);
  return {
    name: 'messaging',
    routes: async (app) => {
      await app.register(messagingRoutes, { conversations, messages });
    },
    counters: {
      [UNREAD_MESSAGES_COUNTER]: (ctx) =>
        ctx.user ? messages.unreadForUser(ctx.user.id) : Promise.resolve(0),
    },
    reportSubjects: messagingReportSubjects(platform.db, deps),
    purgeSteps: [purgeMessaging],
    api: { conversations, messages },
  };
}
