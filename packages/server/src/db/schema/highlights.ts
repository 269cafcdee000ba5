import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HIGHLIGHT_KINDS } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { users } from './users.ts';

/**
 * An item of the curated highlights (`/highlights`): a subject of a kind (a page, an offer; later
 * stories) by id, without a foreign key because the kinds live in different tables. A subject
 * that is gone or no longer public is skipped when the list is read.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    kind: text('kind', { enum: HIGHLIGHT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    note: text('note'),
    position: integer('position').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('highlights_subject_key').on(table.kind, table.subjectId),
    index('highlights_position_idx').on(table.position, table.id),
    check('highlights_kind_check', isOneOf(table.kind, HIGHLIGHT_KINDS)),
    check('highlights_note_length_check', sql`char_length(${table.note}) <= 280`),
  ],
);

export type HighlightRow = typeof highlights.$inferSelect;
