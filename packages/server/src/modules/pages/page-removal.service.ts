import { canDeletePage, pageEntityType, type PageEntityType } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { forbidden } from './page-access.ts';
import { purgePagesOfUser } from './page-purge.repository.ts';
import { createPagesContext } from './pages.shared.ts';

export type PageRemovalOptions = {
  /** After a page is deleted: its media go too (the media module; wired in pages.module.ts). */
  onPageDeleted?: (pageId: string) => Promise<void>;
  /** A page deleted by the account purge: its media rows go in the same transaction. */
  onPagePurged?: (tx: Transaction, pageId: string) => Promise<void>;
};

/** Deleting a page (its owner) and what the account purge does to a user's pages. */
export function createPageRemovalService(
  db: Database,
  { onPageDeleted, onPagePurged }: PageRemovalOptions = {},
) {
  const { pages, members } = createPagesContext(db);

  /** Owner only. False when there was no such page. */
  async function remove(userId: string, pageId: string): Promise<boolean> {
    const page = await pages.findPage(pageId);
    if (!page) return false;
    const role = await members.roleOf(pageId, userId);
    if (!canDeletePage(role)) throw forbidden();
    const deleted = await pages.deletePage(pageId);
    if (deleted) await onPageDeleted?.(pageId);
    return deleted;
  }

  return {
    remove,

    /** For the generic endpoints: only a page of the entity type. */
    async deleteEntity(type: PageEntityType | 'page', pageId: string, userId: string) {
      const page = await pages.findPage(pageId);
      if (!page || (type !== 'page' && pageEntityType(page.kind) !== type)) return false;
      return remove(userId, pageId);
    },

    /** Purge step of account deletion (docs/decisions.md, 20). */
    async purgeUser(tx: Transaction, userId: string): Promise<void> {
      const deleted = await purgePagesOfUser(tx, userId);
      for (const pageId of deleted) await onPagePurged?.(tx, pageId);
    },
  };
}

export type PageRemovalService = ReturnType<typeof createPageRemovalService>;
