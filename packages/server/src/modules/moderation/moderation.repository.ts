import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppealOutcome, ModerationAction, ReportSubjectKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { moderationMeasures, users, type ModerationMeasureRow } from '../../db/schema/index.ts';

export type NewMeasure = {
  subjectKind: ReportSubjectKind;
  subjectId: string;
  action: ModerationAction;
  reason: string;
  until: Date | null;
  title: string | null;
  excerpt: string;
  moderatorUserId: string;
  affectedUserId: string | null;
  reversesMeasureId?: string | null;
};

/** A measure with the names moderators see. */
export type MeasureWithNames = ModerationMeasureRow & {
  moderatorName: string | null;
  affectedUserName: string | null;
};

export type SubjectKey = { kind: ReportSubjectKind; id: string };

/** Lists are bounded: a user's history and the moderators' lists show at most this many. */
export const MEASURE_LIST_MAX = 200;

const moderator = alias(users, 'moderator');
const affected = alias(users, 'affected');

/** The `moderation_measures` table (its one owner): measures and their objections. */
export function createModerationRepository(db: Database) {
  const withNames = () =>
    db
      .select({
        measure: moderationMeasures,
        moderatorName: moderator.name,
        affectedUserName: affected.name,
      })
      .from(moderationMeasures)
      .leftJoin(moderator, eq(moderator.id, moderationMeasures.moderatorUserId))
      .leftJoin(affected, eq(affected.id, moderationMeasures.affectedUserId));
  const flatten = (
    rows: {
      measure: ModerationMeasureRow;
      moderatorName: string | null;
      affectedUserName: string | null;
    }[],
  ): MeasureWithNames[] =>
    rows.map((row) => ({
      ...row.measure,
      moderatorName: row.moderatorName,
      affectedUserName: row.affectedUserName,
    }));

  return {
    async insert(tx: Transaction, measure: NewMeasure): Promise<ModerationMeasureRow> {
      const [row] = await tx.insert(moderationMeasures).values(measure).returning();
      if (!row) throw new Error('Inserting a moderation measure returned no row.');
      return row;
    },

    async find(id: string): Promise<ModerationMeasureRow | null> {
      const [row] = await db
        .select()
        .from(moderationMeasures)
        .where(eq(moderationMeasures.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The measures on these subjects, newest first (one statement). */
    async ofSubjects(subjects: readonly SubjectKey[]): Promise<MeasureWithNames[]> {
      if (subjects.length === 0) return [];
      const pairs = sql.join(
        subjects.map((subject) => sql`(${subject.kind}, ${subject.id})`),
        sql`, `,
      );
      return flatten(
        await withNames()
          .where(
            sql`(${moderationMeasures.subjectKind}, ${moderationMeasures.subjectId}) in (${pairs})`,
          )
          .orderBy(desc(moderationMeasures.createdAt))
          .limit(MEASURE_LIST_MAX),
      );
    },

    /** The measures that affected the user, newest first. */
    async affecting(userId: string): Promise<ModerationMeasureRow[]> {
      return db
        .select()
        .from(moderationMeasures)
        .where(eq(moderationMeasures.affectedUserId, userId))
        .orderBy(desc(moderationMeasures.createdAt), desc(moderationMeasures.id))
        .limit(MEASURE_LIST_MAX);
    },

    /** Open objections, oldest first. */
    async openAppeals(): Promise<MeasureWithNames[]> {
      return flatten(
        await withNames()
          .where(eq(moderationMeasures.appealState, 'open'))
          .orderBy(asc(moderationMeasures.appealedAt), asc(moderationMeasures.id))
          .limit(MEASURE_LIST_MAX),
      );
    },

    /** The affected user's objection: none → open (compare-and-set); false when not possible. */
    async object(measureId: string, userId: string, text: string): Promise<boolean> {
      const rows = await db
        .update(moderationMeasures)
        .set({ appealState: 'open', appealText: text, appealedAt: sql`now()` })
        .where(
          and(
            eq(moderationMeasures.id, measureId),
            eq(moderationMeasures.affectedUserId, userId),
            eq(moderationMeasures.appealState, 'none'),
          ),
        )
        .returning({ id: moderationMeasures.id });
      return rows.length > 0;
    },

    /**
     * Decides an open objection (compare-and-set, never by the measure's own moderator); false
     * when it was decided meanwhile.
     */
    async decide(
      tx: Transaction,
      measureId: string,
      decision: { outcome: AppealOutcome; reason: string; deciderUserId: string },
    ): Promise<boolean> {
      const rows = await tx
        .update(moderationMeasures)
        .set({
          appealState: decision.outcome,
          appealDecisionReason: decision.reason,
          appealDeciderUserId: decision.deciderUserId,
          appealDecidedAt: sql`now()`,
        })
        .where(
          and(
            eq(moderationMeasures.id, measureId),
            eq(moderationMeasures.appealState, 'open'),
            or(
              isNull(moderationMeasures.moderatorUserId),
              sql`${moderationMeasures.moderatorUserId} <> ${decision.deciderUserId}`,
            ),
          ),
        )
        .returning({ id: moderationMeasures.id });
      return rows.length > 0;
    },
  };
}

/**
 * The account purge: the measures that affected the purged user go (with their objections);
 * where they acted as moderator or decider, the measure stays without them.
 */
export async function purgeModeration(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(moderationMeasures).where(eq(moderationMeasures.affectedUserId, userId));
  await tx
    .update(moderationMeasures)
    .set({ moderatorUserId: null })
    .where(eq(moderationMeasures.moderatorUserId, userId));
  await tx
    .update(moderationMeasures)
    .set({ appealDeciderUserId: null })
    .where(eq(moderationMeasures.appealDeciderUserId, userId));
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
