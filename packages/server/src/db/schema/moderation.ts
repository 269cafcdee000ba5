import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPEAL_STATES, MODERATION_ACTIONS, REPORT_SUBJECT_KINDS } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * A moderation measure (issue 16 item 4) and its objection: the moderation audit trail. Who did
 * what to which subject and why, the content as it was (`title`, `excerpt`: a snapshot that
 * survives a deletion), the user it affected, and the objection's text, decision and decider.
 * A measure is never changed except through its objection (compare-and-set on `appeal_state`).
 */
export const moderationMeasures = pgTable(
  'moderation_measures',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true, precision: 3 }),
    title: text('title'),
    excerpt: text('excerpt').notNull().default(''),
    moderatorUserId: text('moderator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    affectedUserId: text('affected_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The measure this one reverses after an overturned objection, if any. */
    reversesMeasureId: text('reverses_measure_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    appealState: text('appeal_state', { enum: APPEAL_STATES }).notNull().default('none'),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true, precision: 3 }),
    appealDeciderUserId: text('appeal_decider_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    appealDecisionReason: text('appeal_decision_reason'),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('moderation_measures_kind_check', isOneOf(table.subjectKind, REPORT_SUBJECT_KINDS)),
    check('moderation_measures_action_check', isOneOf(table.action, MODERATION_ACTIONS)),
    check('moderation_measures_appeal_state_check', isOneOf(table.appealState, APPEAL_STATES)),
    check('moderation_measures_reason_length', sql`length(${table.reason}) between 1 and 1000`),
    check(
      'moderation_measures_appeal_text',
      sql`(${table.appealState} = 'none') = (${table.appealText} is null)`,
    ),
    check(
      'moderation_measures_appeal_decided',
      sql`(${table.appealState} in ('upheld', 'overturned')) = (${table.appealDecidedAt} is not null)`,
    ),
    // Earlier measures on a subject (the queue), newest first.
    index('moderation_measures_subject_idx').on(
      table.subjectKind,
      table.subjectId,
      table.createdAt.desc(),
    ),
    // The measures that affected a user (their history), newest first.
    index('moderation_measures_affected_idx').on(table.affectedUserId, table.createdAt.desc()),
    // Open objections, oldest first.
    index('moderation_measures_open_appeals_idx')
      .on(table.appealedAt, table.id)
      .where(sql`${table.appealState} = 'open'`),
    // One reversal per measure.
    uniqueIndex('moderation_measures_reverses_key')
      .on(table.reversesMeasureId)
      .where(sql`${table.reversesMeasureId} is not null`),
  ],
);

export type ModerationMeasureRow = typeof moderationMeasures.$inferSelect;
