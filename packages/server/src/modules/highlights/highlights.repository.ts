import { asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { HighlightKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { highlights } from '../../db/schema/index.ts';
import { publicOfferSubjectSql } from '../booking/booking.module.ts';
import { publicPageSubjectSql } from '../pages/pages.module.ts';

/** A subject as its owner's SQL answers it (JSON), null when the public may not see it. */
export type SubjectJson = {
  id: string;
  /** Pages. */
  kind?: string;
  name?: string;
  urlname?: string | null;
  organizationType?: string | null;
  /** Offers. */
  title?: string;
  startsAt?: string | null;
  venueName?: string | null;
  city: string | null;
};

export type HighlightListRow = {
  id: string;
  kind: HighlightKind;
  note: string | null;
  subject: SubjectJson | null;
};

/** Each kind's public subject, written by the module that owns it. */
function subjectSql(kind: SQL, subjectId: SQL, now: Date): SQL {
  return sql`case ${kind} when 'page' then ${publicPageSubjectSql(subjectId)}
    when 'offer' then ${publicOfferSubjectSql(subjectId, now)} end`;
}

/** The highlights table: the list in one statement, adding, removing and reordering. */
export function createHighlightsRepository(db: Database) {
  return {
    /** Every item in order with its subject as the public sees it (null: skip). One statement. */
    async list(now: Date, limit: number): Promise<HighlightListRow[]> {
      const result = await db.execute<HighlightListRow>(sql`
        select h.id, h.kind, h.note,
          ${subjectSql(sql`h.kind`, sql`h.subject_id`, now)} as subject
        from highlights h
        order by h.position, h.id
        limit ${limit}`);
      return result.rows;
    },

    /** The subject of a kind as the public sees it, or null. */
    async publicSubject(kind: HighlightKind, subjectId: string, now: Date) {
      const result = await db.execute<{ subject: SubjectJson | null }>(
        sql`select ${subjectSql(sql`${kind}`, sql`${subjectId}`, now)} as subject`,
      );
      return result.rows[0]?.subject ?? null;
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Serializes changes of the list (adding, moving) across servers. */
    async lock(tx: Transaction): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('highlights'))`);
    },

    async countAndLastPosition(tx: Transaction) {
      const [row] = await tx
        .select({ items: count(), last: max(highlights.position) })
        .from(highlights);
      return { items: row?.items ?? 0, last: row?.last ?? 0 };
    },

    /** Adds an item at the end; null when the subject is listed already. */
    async insert(
      tx: Transaction,
      values: {
        kind: HighlightKind;
        subjectId: string;
        note: string | null;
        position: number;
        createdBy: string;
      },
    ): Promise<string | null> {
      const [row] = await tx
        .insert(highlights)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: highlights.id });
      return row?.id ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(highlights)
        .where(eq(highlights.id, id))
        .returning({ id: highlights.id });
      return rows.length > 0;
    },

    async orderedIds(tx: Transaction): Promise<string[]> {
      const rows = await tx
        .select({ id: highlights.id })
        .from(highlights)
        .orderBy(asc(highlights.position), asc(highlights.id));
      return rows.map((row) => row.id);
    },

    /** Numbers the items 1, 2, 3 … in the given order, in one statement. */
    async renumber(tx: Transaction, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const cases = sql.join(
        ids.map((id, index) => sql`when ${id} then ${index + 1}::int`),
        sql` `,
      );
      await tx
        .update(highlights)
        .set({ position: sql`case ${highlights.id} ${cases} end` })
        .where(inArray(highlights.id, ids));
    },
  };
}

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;
