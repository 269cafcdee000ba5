import { and, eq, sql } from 'drizzle-orm';
import type { MediaOwnerKind, PageRole } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createPageRoles } from '../pages/pages.module.ts';
import {
  albumPhotos,
  albums,
  audioTracks,
  documents,
  type images,
  videos,
} from '../../db/schema/index.ts';

/**
 * What every media repository shares: the owner of a row, its limits (counts) and its order
 * (positions), and the caller's role on a page that owns media. Each table's own statements are
 * in the use case's repository (pictures, albums, audio-video, documents, owner-media).
 */

/** The database or an open transaction (purge steps run inside the account's transaction). */
export type Executor = Database | Transaction;

export type MediaOwnerRef = { kind: MediaOwnerKind; id: string };

/** The lists of an owner that have an order of their own. */
const ORDERED = { albums, audio: audioTracks, videos } as const;
export type OrderedKind = keyof typeof ORDERED;
const COUNTED = { ...ORDERED, documents } as const;
export type CountedKind = keyof typeof COUNTED;

type OwnedTable = (typeof COUNTED)[CountedKind] | typeof images;
export const ownerIs = (table: OwnedTable, owner: MediaOwnerRef) =>
  and(eq(table.ownerKind, owner.kind), eq(table.ownerId, owner.id));

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export function createMediaRepository(db: Database) {
  const pageRoles = createPageRoles(db);
  /** The caller's role on a page that owns media: the pages module answers. */
  const pageRoleOf = (userId: string, pageId: string): Promise<PageRole | null> =>
    pageRoles.roleOf(pageId, userId);

  async function count(kind: CountedKind, owner: MediaOwnerRef): Promise<number> {
    const table = COUNTED[kind];
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(ownerIs(table, owner));
    return row?.n ?? 0;
  }

  async function nextPosition(kind: OrderedKind, owner: MediaOwnerRef): Promise<number> {
    const table = ORDERED[kind];
    const [row] = await db
      .select({ p: sql<number>`(coalesce(max(${table.position}), -1) + 1)::int` })
      .from(table)
      .where(ownerIs(table, owner));
    return row?.p ?? 0;
  }

  async function idsOf(kind: OrderedKind, owner: MediaOwnerRef): Promise<string[]> {
    const table = ORDERED[kind];
    const rows = await db.select({ id: table.id }).from(table).where(ownerIs(table, owner));
    return rows.map((row) => row.id);
  }

  /** Positions 0..n-1 in the order of `ids` (one transaction). */
  async function setPositions(kind: OrderedKind | 'photos', ids: string[]) {
    const table = kind === 'photos' ? albumPhotos : ORDERED[kind];
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) {
        await tx.update(table).set({ position }).where(eq(table.id, id));
      }
    });
  }

  return { pageRoleOf, count, nextPosition, idsOf, setPositions };
}
