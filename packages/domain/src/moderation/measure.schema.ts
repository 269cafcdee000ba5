import { z } from 'zod/mini';
import { CalendarDateSchema } from '../common/dates.schema.ts';
import { ReportSchema, ReportSubjectSchema } from '../reports/report.schema.ts';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECT_KINDS,
} from '../reports/report.constants.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import { APPEAL_OUTCOMES, APPEAL_STATES } from './appeal.machine.ts';
import { MODERATION_ACTIONS, MODERATION_REASON_MAX_LENGTH } from './moderation.constants.ts';

const ReasonSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MODERATION_REASON_MAX_LENGTH));

const SubjectRefSchema = z.object({ kind: z.enum(REPORT_SUBJECT_KINDS), id: z.string() });

/** A subject as moderators see it (the owning module's `describe`). */
export const ModeratedContentSchema = z.object({
  title: z.nullable(z.string()),
  excerpt: z.string(),
  authorUserId: z.nullable(z.string()),
  href: z.nullable(z.string()),
  state: z.string(),
});
export type ModeratedContentView = z.infer<typeof ModeratedContentSchema>;

/** The objection against a measure, as far as it went. */
export const AppealSchema = z.object({
  state: z.enum(APPEAL_STATES),
  text: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** The deciding moderator's reason (shown to the affected user). */
  decisionReason: z.nullable(z.string()),
});
export type Appeal = z.infer<typeof AppealSchema>;

/**
 * A measure as recorded (the moderation audit trail): what was done to which subject, why, and
 * what the content was at the time (`title`, `excerpt`: a snapshot, kept after a deletion).
 */
export const MeasureSchema = z.object({
  id: z.string(),
  subject: SubjectRefSchema,
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  /** The end of a community ban; null otherwise. */
  until: z.nullable(z.string()),
  title: z.nullable(z.string()),
  excerpt: z.string(),
  createdAt: z.string(),
  /** Whether the measure can be objected to (a measure against someone, not a lifting one). */
  appealable: z.boolean(),
  appeal: AppealSchema,
});
export type Measure = z.infer<typeof MeasureSchema>;

/** A measure as moderators see it: who took it (the caller or not) and the content now. */
export const ModeratorMeasureSchema = z.extend(MeasureSchema, {
  takenByMe: z.boolean(),
  moderatorName: z.nullable(z.string()),
  affectedUserName: z.nullable(z.string()),
  /** The subject now (null when it is gone). */
  content: z.nullable(ModeratedContentSchema),
});
export type ModeratorMeasure = z.infer<typeof ModeratorMeasureSchema>;

/** One report of a subject in the queue. */
export const QueueReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** Null once the reporter's account is purged. */
  reporterName: z.nullable(z.string()),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

/** One reported subject in the queue, with everything a moderator needs to decide. */
export const QueueItemSchema = z.object({
  subject: SubjectRefSchema,
  /** The subject now; null when it no longer exists (the reports can still be rejected). */
  content: z.nullable(ModeratedContentSchema),
  /** Open reports of the subject, and the oldest one's time (the queue's order). */
  reportCount: z.number(),
  oldestReportAt: z.string(),
  reports: z.array(QueueReportSchema),
  /** What the caller may do to it: the kind's content actions and the user measures. */
  actions: z.array(z.enum(MODERATION_ACTIONS)),
  /** Earlier measures on the subject, newest first. */
  measures: z.array(ModeratorMeasureSchema),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** `GET /api/moderation/queue`: oldest report first, keyset paged by subject. */
export const ModerationQueueSchema = z.object({
  items: z.array(QueueItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;

export const ModerationQueueQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(300))),
});

/** `POST /api/moderation/subjects/reject`: nothing against the rules; the reporters are told. */
export const RejectReportsInputSchema = z.object({
  subject: ReportSubjectSchema,
  reason: ReasonSchema,
});
export type RejectReportsInput = z.infer<typeof RejectReportsInputSchema>;

/** How many open reports a rejection closed. */
export const RejectReportsResultSchema = z.object({ rejected: z.number() });

export const MeasureParamsSchema = z.object({ id: z.string().check(z.regex(ID_PATTERN)) });

/** `POST /api/moderation/measures/{id}/appeal`: the affected user's objection, once. */
export const AppealInputSchema = z.object({ text: ReasonSchema });
export type AppealInput = z.infer<typeof AppealInputSchema>;

/** `POST /api/moderation/appeals/{id}/decide`: by a moderator other than the measure's. */
export const AppealDecisionInputSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  reason: ReasonSchema,
});
export type AppealDecisionInput = z.infer<typeof AppealDecisionInputSchema>;

/** `GET /api/moderation/measures/mine`: the measures that affected me, newest first. */
export const MyMeasuresSchema = z.object({ items: z.array(MeasureSchema) });
export type MyMeasures = z.infer<typeof MyMeasuresSchema>;

/** `GET /api/moderation/appeals`: open appeals, oldest first. */
export const AppealListSchema = z.object({ items: z.array(ModeratorMeasureSchema) });
export type AppealList = z.infer<typeof AppealListSchema>;

/** `GET /api/moderation/history`: the signed-in user's moderation history as a file. */
export const ModerationHistorySchema = z.object({
  exportedAt: z.string(),
  measures: z.array(MeasureSchema),
  reports: z.array(ReportSchema),
});
export type ModerationHistory = z.infer<typeof ModerationHistorySchema>;

/**
 * The web's dialog for a measure, a rejection, an objection or a decision: the reason (or the
 * objection's text), and for a community ban its last day (`YYYY-MM-DD`, the moderator's
 * calendar), which becomes `until` at that day's end.
 */
export const ModerationReasonFormSchema = z.object({
  reason: ReasonSchema,
  until: z.optional(CalendarDateSchema),
});
export type ModerationReasonForm = z.infer<typeof ModerationReasonFormSchema>;

/** `POST /api/admin/users/{id}/role`: make an account a site moderator or a plain user again. */
export const SiteRoleInputSchema = z.object({
  role: z.enum(['moderator', 'user']),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_REASON_MAX_LENGTH))),
});
export type SiteRoleInput = z.infer<typeof SiteRoleInputSchema>;
