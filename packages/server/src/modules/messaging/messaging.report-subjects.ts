import type { Database } from '../../db/client.ts';
import type { ReportSubjectType } from '../reports/reports.module.ts';
import { messagingModerationSides } from './messaging-moderation.repository.ts';
import { sameParty } from './messaging.repository.ts';
import { createMessagingContext, type MessagingDeps } from './messaging.shared.ts';

/**
 * What of messaging a member can report: a conversation they are in (the partner is reported),
 * and a message of the other side of it that they can see (not deleted, not shadowed). Anything
 * else is "not found", so a report tells nothing about conversations of others.
 */
export function messagingReportSubjects(
  db: Database,
  deps: MessagingDeps,
): { conversation: ReportSubjectType; message: ReportSubjectType } {
  const ctx = createMessagingContext(db, deps);
  const moderation = messagingModerationSides(db);
  const sideOf = (viewerId: string, conversationId: string) =>
    ctx.sideOf(viewerId, conversationId).catch(() => null);

  return {
    conversation: {
      async find(request, id) {
        const row = request.user ? await sideOf(request.user.id, id) : null;
        if (!row) return null;
        const partnerUsers = row.partner.kind === 'user' ? [row.partner.id] : [];
        return { own: false, ownerUserIds: partnerUsers };
      },
      moderation: moderation.conversation,
    },
    message: {
      async find(request, id) {
        if (!request.user) return null;
        const message = await ctx.repository.message(id);
        if (!message || message.deletedAt) return null;
        const row = await sideOf(request.user.id, message.conversationId);
        if (!row) return null;
        const mine = sameParty(
          { kind: message.senderKind, id: message.senderId },
          { kind: row.my_kind, id: row.my_id },
        );
        if (message.shadowed && !mine) return null;
        const author = message.authorUserId ? [message.authorUserId] : [];
        return { own: mine, ownerUserIds: author };
      },
      moderation: moderation.message,
    },
  };
}
