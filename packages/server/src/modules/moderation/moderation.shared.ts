import { AppError, type Locale, type ReportSubjectKind } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { ContextUser } from '../../plugins/request-context.ts';
import type { BansApi } from '../bans/bans.module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type {
  ModeratedContent,
  ModerationSubjectType,
  ReportsApi,
} from '../reports/reports.module.ts';
import { createModerationRepository, type SubjectKey } from './moderation.repository.ts';

export type ModerationDeps = {
  reports: Pick<ReportsApi, 'subjectKind' | 'moderation'>;
  bans: Pick<BansApi, 'setShadowBan' | 'setCommunityBan' | 'liftBans'>;
  notifications: Pick<NotificationsService, 'notify'>;
};

/** Who acts: the signed-in user as the request context knows them. */
export type Moderator = Pick<ContextUser, 'id' | 'role' | 'twoFactorEnabled' | 'locale'>;

/** Where every moderation notice leads: the user's moderation page. */
export const MODERATION_PATH = '/account/moderation';

/** A site moderator or admin with two-factor sign-in on (what `requireSiteRole` lets through). */
export const isSiteModerator = (user: Moderator) =>
  (user.role === 'moderator' || user.role === 'admin') && user.twoFactorEnabled;

/**
 * Refuses a caller who may not moderate the subject: site moderators and admins with two-factor
 * sign-in, and (for content actions and rejections only) the subject's own moderators (a forum
 * category's) with two-factor sign-in. Others get `auth.forbidden`; a moderator without
 * two-factor sign-in `auth.two_factor_setup_required`, like the moderator routes.
 */
export function assertMayModerate(
  user: Moderator,
  content: ModeratedContent | null,
  scope: 'content' | 'user',
): void {
  if (isSiteModerator(user)) return;
  const siteRole = user.role === 'moderator' || user.role === 'admin';
  const subjectModerator =
    scope === 'content' && (content?.extraModeratorUserIds.includes(user.id) ?? false);
  if (!siteRole && !subjectModerator) throw new AppError('auth.forbidden');
  throw new AppError('auth.two_factor_setup_required');
}

/** What the moderation services share: the repository, the subject kinds, the descriptions. */
export function createModerationContext(db: Database, deps: ModerationDeps) {
  const repository = createModerationRepository(db);

  /** The kind's moderation side; a kind without one cannot be moderated (a programming gap). */
  function sideOf(kind: ReportSubjectKind): ModerationSubjectType | null {
    return deps.reports.subjectKind(kind)?.moderation ?? null;
  }

  /** The subjects as moderators see them, one `describe` per kind (missing: gone). */
  async function describeAll(
    subjects: readonly SubjectKey[],
    locale: Locale,
  ): Promise<(subject: SubjectKey) => ModeratedContent | null> {
    const byKind = new Map<ReportSubjectKind, string[]>();
    for (const subject of subjects) {
      const ids = byKind.get(subject.kind) ?? [];
      if (!ids.includes(subject.id)) ids.push(subject.id);
      byKind.set(subject.kind, ids);
    }
    const described = new Map<ReportSubjectKind, ReadonlyMap<string, ModeratedContent>>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const side = sideOf(kind);
        described.set(kind, side ? await side.describe(ids, locale) : new Map());
      }),
    );
    return (subject) => described.get(subject.kind)?.get(subject.id) ?? null;
  }

  async function describeOne(subject: SubjectKey, locale: Locale) {
    return (await describeAll([subject], locale))(subject);
  }

  return { repository, deps, sideOf, describeAll, describeOne };
}

export type ModerationContext = ReturnType<typeof createModerationContext>;
