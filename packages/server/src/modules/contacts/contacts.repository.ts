import { and, eq, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ContactPair } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { contactBlocks, contactRelations, profiles, users } from '../../db/schema/index.ts';

/** The two users of a pair in key order (the relation row's `user_low_id`, `user_high_id`). */
export const pairKey = (a: string, b: string) =>
  a < b ? { low: a, high: b } : { low: b, high: a };

/** The facts about a user that the contact commands check. */
export type ContactUser = {
  id: string;
  name: string;
  type: 'private' | 'musician';
  /** The profile's visibility ('public' before the first edit, as the profile shows it). */
  visibility: 'public' | 'private';
};

/** Activated, not deactivated, not marked for deletion, not purged. */
export const inUse = () =>
  and(
    isNotNull(users.activatedAt),
    isNull(users.deactivatedAt),
    isNull(users.deletionRequestedAt),
    isNull(users.purgedAt),
  );

/**
 * The pair as `a` sees it, and whether a row is there that `a` may not see (a shadow-banned
 * user's request to `a`).
 */
async function loadPairOf(
  tx: Transaction | Database,
  a: string,
  b: string,
): Promise<{ pair: ContactPair; hiddenRow: boolean }> {
  const { low, high } = pairKey(a, b);
  const [relations, blocks] = await Promise.all([
    tx
      .select({
        status: contactRelations.status,
        requesterId: contactRelations.requesterId,
        shadowed: contactRelations.shadowed,
      })
      .from(contactRelations)
      .where(and(eq(contactRelations.userLowId, low), eq(contactRelations.userHighId, high))),
    tx
      .select({ blockerId: contactBlocks.blockerId })
      .from(contactBlocks)
      .where(
        or(
          and(eq(contactBlocks.blockerId, a), eq(contactBlocks.blockedId, b)),
          and(eq(contactBlocks.blockerId, b), eq(contactBlocks.blockedId, a)),
        ),
      ),
  ]);
  const [found] = relations;
  const hiddenRow = found !== undefined && found.shadowed && found.requesterId !== a;
  const row = hiddenRow ? undefined : found;
  return {
    pair: {
      relation: !row
        ? null
        : row.status === 'confirmed'
          ? { status: 'confirmed' }
          : { status: 'requested', requesterId: row.requesterId },
      blockedBy: blocks.map((block) => block.blockerId).sort(),
    },
    hiddenRow,
  };
}

const loadPair = async (tx: Transaction | Database, a: string, b: string) =>
  (await loadPairOf(tx, a, b)).pair;

/** Writes `next` over `before` (what changed only), inside the pair's transaction. */
async function writePair(
  tx: Transaction,
  a: string,
  b: string,
  before: ContactPair,
  next: ContactPair,
  shadowed: boolean,
): Promise<void> {
  const { low, high } = pairKey(a, b);
  const samePair = and(eq(contactRelations.userLowId, low), eq(contactRelations.userHighId, high));
  const was = before.relation;
  const now = next.relation;
  if (!now) {
    if (was) await tx.delete(contactRelations).where(samePair);
  } else if (!was) {
    const requesterId = now.status === 'requested' ? now.requesterId : a;
    await tx.insert(contactRelations).values({
      userLowId: low,
      userHighId: high,
      status: now.status,
      requesterId,
      addresseeId: requesterId === a ? b : a,
      confirmedAt: now.status === 'confirmed' ? sql`now()` : null,
      shadowed: shadowed && now.status === 'requested',
    });
  } else if (was.status !== now.status) {
    await tx
      .update(contactRelations)
      .set({
        status: now.status,
        confirmedAt: now.status === 'confirmed' ? sql`now()` : null,
      })
      .where(and(samePair, eq(contactRelations.status, was.status)));
  }
  for (const blockerId of next.blockedBy.filter((id) => !before.blockedBy.includes(id))) {
    await tx.insert(contactBlocks).values({ blockerId, blockedId: blockerId === a ? b : a });
  }
  for (const blockerId of before.blockedBy.filter((id) => !next.blockedBy.includes(id))) {
    await tx
      .delete(contactBlocks)
      .where(
        and(
          eq(contactBlocks.blockerId, blockerId),
          eq(contactBlocks.blockedId, blockerId === a ? b : a),
        ),
      );
  }
}

/**
 * The contact relations (`contact_relations`, one row per pair) and blocks (`contact_blocks`,
 * one row per direction). Commands run in one transaction that holds a lock on the pair (an
 * advisory transaction lock on the pair's key), so two commands on one pair never both win,
 * even when there is no row to lock yet.
 */
export function createContactsRepository(db: Database) {
  return {
    /** The pair's state as `a` sees it (outside a command: for reading). */
    pairOf: (a: string, b: string) => loadPair(db, a, b),

    /**
     * Runs one command of `a` on the pair: locks it, loads it as `a` sees it, lets `decide`
     * answer the next pair (or throw), writes what changed and runs `after` (notifications) in
     * the same transaction. A request `a` may not see (a shadowed one to `a`) gives way to any
     * command of `a` that writes. `shadowed`: a new request is stored shadowed.
     */
    async command<T>(
      a: string,
      b: string,
      decide: (pair: ContactPair) => ContactPair,
      after: (tx: Transaction, before: ContactPair, next: ContactPair) => Promise<T>,
      shadowed = false,
    ): Promise<T> {
      const { low, high } = pairKey(a, b);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`contacts:${low}:${high}`}, 0))`,
        );
        const { pair: before, hiddenRow } = await loadPairOf(tx, a, b);
        const next = decide(before);
        if (hiddenRow) {
          await tx
            .delete(contactRelations)
            .where(and(eq(contactRelations.userLowId, low), eq(contactRelations.userHighId, high)));
        }
        await writePair(tx, a, b, before, next, shadowed);
        return after(tx, before, next);
      });
    },

    /** The user with what the commands check, when the account is in use. */
    async userInUse(userId: string): Promise<ContactUser | null> {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          type: users.type,
          visibility: profiles.visibility,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, userId), inUse()))
        .limit(1);
      return row ? { ...row, visibility: row.visibility ?? 'public' } : null;
    },

    async areContacts(a: string, b: string): Promise<boolean> {
      const { low, high } = pairKey(a, b);
      const [row] = await db
        .select({ status: contactRelations.status })
        .from(contactRelations)
        .where(
          and(
            eq(contactRelations.userLowId, low),
            eq(contactRelations.userHighId, high),
            eq(contactRelations.status, 'confirmed'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async isBlocked(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ blockerId: contactBlocks.blockerId })
        .from(contactBlocks)
        .where(
          or(
            and(eq(contactBlocks.blockerId, a), eq(contactBlocks.blockedId, b)),
            and(eq(contactBlocks.blockerId, b), eq(contactBlocks.blockedId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

type UserRef = string | Placeholder | SQL;

/** SQL: whether either of two users blocked the other (for list statements: messaging). */
export const blockedEitherWaySql = (a: UserRef, b: UserRef) => sql<boolean>`exists (
  select 1 from ${contactBlocks}
  where (${contactBlocks.blockerId} = ${a} and ${contactBlocks.blockedId} = ${b})
     or (${contactBlocks.blockerId} = ${b} and ${contactBlocks.blockedId} = ${a})
)`;

/**
 * SQL: the ids of the user's confirmed contacts (for other modules' list statements: the gig
 * list's network, messaging's attachments). Two index lookups: the user is the lower or the
 * higher id of the pair. The column is `contact_id`.
 */
export const confirmedContactsOfSql = (userId: UserRef) => sql`(
  select ${contactRelations.userHighId} as contact_id from ${contactRelations}
  where ${contactRelations.userLowId} = ${userId} and ${contactRelations.status} = 'confirmed'
  union all
  select ${contactRelations.userLowId} from ${contactRelations}
  where ${contactRelations.userHighId} = ${userId} and ${contactRelations.status} = 'confirmed'
)`;

/**
 * SQL: whether two users are confirmed contacts: one lookup on the pair's primary key (lower id
 * first), cheap enough to test on every row of another module's list (the directory).
 */
export const areConfirmedContactsSql = (a: UserRef, b: UserRef) => sql<boolean>`exists (
  select 1 from ${contactRelations} pair
  where pair.user_low_id = least(${a}::text, ${b}::text)
    and pair.user_high_id = greatest(${a}::text, ${b}::text)
    and pair.status = 'confirmed'
)`;

/** The account purge: the user's contacts, requests and blocks (either side) go. */
export async function purgeContacts(tx: Transaction, userId: string): Promise<void> {
  await tx
    .delete(contactRelations)
    .where(or(eq(contactRelations.userLowId, userId), eq(contactRelations.userHighId, userId)));
  await tx
    .delete(contactBlocks)
    .where(or(eq(contactBlocks.blockerId, userId), eq(contactBlocks.blockedId, userId)));
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
