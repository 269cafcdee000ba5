import { UNREAD_MESSAGES_COUNTER } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { BansApi } from '../bans/bans.module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ContactAdsApi } from '../contactads/contactads.module.ts';
import type { ContactsApi } from '../contacts/contacts.module.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createConversationsService, type ConversationsService } from './conversations.service.ts';
import { attachmentRoutes } from './message-attachments.routes.ts';
import {
  createAttachmentsService,
  type AttachmentsService,
} from './message-attachments.service.ts';
import { purgeAttachmentRows } from './message-attachments.repository.ts';
import { createMessagesService, type MessagesService } from './messages.service.ts';
import { createMessagingRealtime } from './messaging-realtime.service.ts';
import { purgeMessaging } from './messaging-purge.repository.ts';
import { messagingReportSubjects } from './messaging.report-subjects.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createRecentConversations } from './recent-conversations.service.ts';
import type { MessagingDeps } from './messaging.shared.ts';

export type MessagingModuleDeps = {
  media: Pick<MediaService, 'picturesOf' | 'storeChatFile' | 'readChatFile' | 'deleteChatFiles'>;
  notifications: Pick<NotificationsService, 'notify' | 'withUnreadNotice'>;
  contacts: Pick<ContactsApi, 'isBlocked'>;
  bans: Pick<BansApi, 'assertUserMayPost'>;
  /** A contact ad as a conversation context (its title, the sender rule's facts). */
  contactAds: Pick<ContactAdsApi, 'messagingContext'>;
};

/** The navigation counter of unread messages in the signed-in user's own conversations. */

export type MessagingApi = {
  conversations: ConversationsService;
  messages: MessagesService;
  attachments: AttachmentsService;
  /** The dashboard's few conversations, unread first (one statement). */
  recentConversations: ReturnType<typeof createRecentConversations>;
};

/** The queue of the hourly cleanup of chat files uploaded but never sent. */
export const STALE_ATTACHMENTS_QUEUE = 'messaging-stale-attachments';

/**
 * Messaging (`/messaging`, `/directmessaging`, spec section 6): one-to-one conversations
 * between users and pages (their owners and admins write as the page) about a context, with
 * read state, archive, mute, the unread counter; a purged account's side goes.
 */
export function createMessagingModule(
  platform: Platform,
  { media, notifications, contacts, bans, contactAds }: MessagingModuleDeps,
): BacklineModule<MessagingApi> {
  const deps: MessagingDeps = {
    rateLimiter: platform.rateLimiter,
    resolvePictures: media.picturesOf,
    isBlocked: contacts.isBlocked,
    assertUserMayPost: (userId) => bans.assertUserMayPost(userId),
    notify: notifications.notify,
    withUnreadNotice: notifications.withUnreadNotice,
    realtime: platform.realtime,
    contactAdContext: contactAds.messagingContext,
  };
  const conversations = createConversationsService(platform.db, deps);
  const attachments = createAttachmentsService(platform.db, deps, {
    files: media,
    nowMs: () => platform.clock.nowMs(),
  });
  const messages = createMessagesService(platform.db, deps, attachments);
  createMessagingRealtime(platform.db, deps, platform.realtime, (ids) =>
    attachments.ofMessages(ids),
  );
  return {
    name: 'messaging',
    routes: async (app) => {
      await app.register(messagingRoutes, { conversations, messages });
      await app.register(attachmentRoutes, { attachments });
    },
    jobs: [
      {
        queue: STALE_ATTACHMENTS_QUEUE,
        cron: '23 * * * *',
        run: async () => ({ deleted: await attachments.deleteStalePending() }),
        describe: (result) =>
          result['deleted'] ? `messaging: ${result['deleted']} unsent attachment(s) deleted` : null,
      },
    ],
    counters: {
      [UNREAD_MESSAGES_COUNTER]: (ctx) =>
        ctx.user ? messages.unreadForUser(ctx.user.id) : Promise.resolve(0),
    },
    reportSubjects: messagingReportSubjects(platform.db, deps),
    // Attachments first: the messaging step's conversation deletions would take their keys.
    purgeSteps: [
      async (tx, userId) => {
        const files = await purgeAttachmentRows(tx, userId);
        return files.length > 0 ? () => media.deleteChatFiles(files) : undefined;
      },
      purgeMessaging,
    ],
    api: {
      conversations,
      messages,
      attachments,
      recentConversations: createRecentConversations(platform.db),
    },
  };
}
