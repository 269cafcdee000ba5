import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECT_KINDS } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * A report of something published (issue 16 item 3): who reported what (a subject kind the owning
 * module registered, and its id), why, and where it stands. `subject_owner_user_ids` are the users
 * the subject belonged to when reported (its author, a page's managers), for the moderation queue
 * and the purge. The reporter's column is emptied when their account is purged while the report
 * is still open: the report stands for the content. One open report per reporter and subject.
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    reporterUserId: text('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    subjectOwnerUserIds: text('subject_owner_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** Why a moderator rejected it (told to the reporter); null otherwise. */
    decisionReason: text('decision_reason'),
  },
  (table) => [
    check('reports_subject_kind_check', isOneOf(table.subjectKind, REPORT_SUBJECT_KINDS)),
    check('reports_reason_check', isOneOf(table.reason, REPORT_REASONS)),
    check('reports_status_check', isOneOf(table.status, REPORT_STATUSES)),
    check('reports_details_length', sql`length(${table.details}) <= 1000`),
    check(
      'reports_decided_at',
      sql`(${table.status} in ('upheld', 'rejected')) = (${table.decidedAt} is not null)`,
    ),
    // No second open report of one subject by one reporter (the insert's conflict target).
    uniqueIndex('reports_open_per_reporter_key')
      .on(table.reporterUserId, table.subjectKind, table.subjectId)
      .where(sql`${table.status} in ('open', 'in_review')`),
    // The reporter's list (newest first, keyset on time and id).
    index('reports_reporter_idx').on(table.reporterUserId, table.createdAt.desc(), table.id.desc()),
    // The moderation queue: open reports grouped by subject.
    index('reports_subject_idx').on(table.subjectKind, table.subjectId, table.status),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
