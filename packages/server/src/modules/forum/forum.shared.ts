import { AppError, canActAsPage, type PageRole, type SiteRole } from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { Notice } from '../notifications/notifications.service.ts';

/** What the forum needs of other modules (forum.module.ts fills it from their apis). */
export type ForumDeps = {
  /** The bans module's posting guard: refuses a community ban, tells a shadow ban. */
  assertUserMayPost: (userId: string) => Promise<{ shadowed: boolean }>;
  notify: (tx: Transaction, recipients: string[], notice: Notice) => Promise<void>;
};

/** Who asks: their id, their site role, the page they act as (`x-object-user`). */
export type ForumViewer = {
  id: string;
  role: SiteRole;
  actingAs: { pageId: string; role: PageRole } | null;
};

export const NEW_COMMENT_NOTICE = 'forum.new_comment';

/** Site moderators and admins moderate every category. */
export const siteModerator = (role: SiteRole) => role === 'moderator' || role === 'admin';

export const topicNotFound = () => new AppError('forum.topic_not_found');
export const commentNotFound = () => new AppError('forum.comment_not_found');

/** The page the viewer posts as: null (themselves), or a page they own or administrate. */
export function senderPageOf(viewer: ForumViewer): string | null {
  if (!viewer.actingAs) return null;
  if (!canActAsPage(viewer.actingAs.role)) throw new AppError('forum.not_a_sender');
  return viewer.actingAs.pageId;
}

/** The keyset cursor of this module's lists (the platform's: a time and an id). */
export {
  decodeKeysetCursor as decodeCursor,
  encodeKeysetCursor as encodeCursor,
} from '../../platform/keyset-cursor.ts';

/** Plain text of a Markdown body, shortened (list excerpts, moderation). */
export function excerptOf(markdown: string, length = 240): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
