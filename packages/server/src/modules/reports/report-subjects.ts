import { REPORT_SUBJECT_KINDS, type ReportSubjectKind } from '@backline/domain';
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
