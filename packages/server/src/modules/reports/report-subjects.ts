import {
  REPORT_SUBJECT_KINDS,
  type ContentAction,
  type Locale,
  type ReportSubjectKind,
} from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

/** The subject as the reporting caller may see it. */
export type FoundSubject = {
  /** The caller's own (their profile, their page, a message of their side): not reportable. */
  own: boolean;
  /** The users it belongs to (the author, a page's managers), kept with the report. */
  ownerUserIds: readonly string[];
};

/**
 * How the reports module reaches one kind of subject. The module that owns the kind answers it
 * (`BacklineModule.reportSubjects`); `find` answers null when the subject does not exist or the
 * caller may not see it (a message of a conversation they are not in), so a report never tells
 * more than the caller's own screens do.
 */
export type ReportSubjectType = {
  find(ctx: RequestContext, id: string): Promise<FoundSubject | null>;
  /** How moderators see and act on this kind (issue 16); absent: user measures only. */
  moderation?: ModerationSubjectType;
};

/** A subject as moderators see it in the queue and in the user's moderation history. */
export type ModeratedContent = {
  /** A title (a topic's, a page's name) or null. */
  title: string | null;
  /** The text in question, shortened to a few hundred characters (plain text). */
  excerpt: string;
  /** The user it belongs to (the author; for a page, its owner), null once purged. */
  authorUserId: string | null;
  /** The web path that shows it in context (`/forum/…#comment-…`), null when there is none. */
  href: string | null;
  /** Its current state in the owner's words (`visible`, `hidden`, `deleted`, `depublished`…). */
  state: string;
  /**
   * Users who may moderate this subject besides the site's moderators and admins (a forum
   * category's own moderators); they need two-factor sign-in too.
   */
  extraModeratorUserIds: readonly string[];
};

/**
 * How the moderation module reaches one kind of subject. The owning module answers it, so the
 * moderation module never touches another module's tables.
 */
export type ModerationSubjectType = {
  /** The content actions this kind supports (the rest are refused as not applicable). */
  actions: readonly ContentAction[];
  /** The subjects as moderators see them, whatever their state; missing ids are gone. */
  describe(ids: readonly string[], locale: Locale): Promise<ReadonlyMap<string, ModeratedContent>>;
  /**
   * Applies an action inside the moderation's transaction. Answers false when the subject is not
   * in a state the action applies to (hiding a hidden comment), so nothing is recorded.
   */
  apply(tx: Transaction, id: string, action: ContentAction): Promise<boolean>;
};

export type ReportSubjectRegistry = {
  registerSubjectKind(kind: ReportSubjectKind, type: ReportSubjectType): void;
  subjectKind(kind: ReportSubjectKind): ReportSubjectType | null;
  /** Throws when a kind of the domain's list has no owner (the composition root calls it). */
  assertComplete(): void;
};

export function createReportSubjectRegistry(): ReportSubjectRegistry {
  const kinds = new Map<ReportSubjectKind, ReportSubjectType>();
  return {
    registerSubjectKind(kind, type) {
      if (!REPORT_SUBJECT_KINDS.includes(kind)) {
        throw new Error(`Report subject kind "${kind}" is not in the domain's list.`);
      }
      if (kinds.has(kind)) throw new Error(`Report subject kind "${kind}" is registered twice.`);
      kinds.set(kind, type);
    },
    subjectKind: (kind) => kinds.get(kind) ?? null,
    assertComplete() {
      const missing = REPORT_SUBJECT_KINDS.filter((kind) => !kinds.has(kind));
      if (missing.length > 0) {
        throw new Error(`Report subject kinds without an owning module: ${missing.join(', ')}.`);
      }
    },
  };
}
