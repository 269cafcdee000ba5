import { randomBytes } from 'node:crypto';
import { AppError, canEditPage, type MediaOwnerKind } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  createMediaRepository,
  type CountedKind,
  type MediaOwnerRef,
  type OrderedKind,
} from './media.repository.ts';
import { createPicturesRepository } from './pictures.repository.ts';

/**
 * What the media use cases share (pictures, albums, audio-video, documents, owner-media): who
 * owns an upload, who may change a row, the limits and orders of an owner's lists, and how
 * image files go.
 */

export type MediaServiceOptions = { storage: Storage };

export type UploadedFile = { buffer: Buffer; fileName: string | undefined };

type OwnedRow = { ownerKind: MediaOwnerKind; ownerId: string };

/** A storage key part: random, never reused, letters and digits only (the file routes' patterns). */
export const randomKey = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/**
 * Who owns what the caller uploads now: the page the caller acts as (`x-object-user`, checked
 * by the pages module into `ctx.actingAs`), else the signed-in user. Acting as a page, only its
 * owner and admins manage its media (`canEditPage`). The one place this is decided.
 */
export function mediaOwnerOf(ctx: RequestContext): { owner: MediaOwnerRef; userId: string } {
  if (!ctx.user || !ctx.session) throw new AppError('auth.required');
  if (ctx.actingAs) {
    if (!canEditPage(ctx.actingAs.role)) throw new AppError('auth.forbidden');
    return { owner: { kind: 'page', id: ctx.actingAs.pageId }, userId: ctx.user.id };
  }
  return { owner: { kind: 'user', id: ctx.user.id }, userId: ctx.user.id };
}

/** `ids` must be exactly the current items, each once (else 422 on `ids`). */
function checkOrder(current: string[], ids: string[]) {
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== current.length ||
    !current.every((id) => wanted.has(id))
  ) {
    throw new AppError('validation.invalid', { field: 'ids' });
  }
}

export type MediaContext = ReturnType<typeof createMediaContext>;

export function createMediaContext(db: Database, { storage }: MediaServiceOptions) {
  const repo = createMediaRepository(db);
  const pictures = createPicturesRepository(db);

  /** May the signed-in caller change media of this owner? (The user, or the page's owner/admins.) */
  async function canManage(ctx: RequestContext, owner: OwnedRow): Promise<boolean> {
    const user = ctx.user;
    if (!user || !ctx.session) return false;
    if (owner.ownerKind === 'user') return owner.ownerId === user.id;
    return canEditPage(await repo.pageRoleOf(user.id, owner.ownerId));
  }

  /** The row when the caller may change it: 404 when missing, 401/403 when not theirs. */
  async function requireManaged<T extends OwnedRow>(
    ctx: RequestContext,
    row: T | undefined,
  ): Promise<T> {
    if (!ctx.user || !ctx.session) throw new AppError('auth.required');
    if (!row) throw new AppError('request.entity_not_found');
    if (!(await canManage(ctx, row))) throw new AppError('auth.forbidden');
    return row;
  }

  async function requireRoom(kind: CountedKind, owner: MediaOwnerRef, max: number) {
    if ((await repo.count(kind, owner)) >= max) {
      throw new AppError('media.limit_reached', { params: { max } });
    }
  }

  /** Reorders the acting owner's albums, audio or videos (all ids, each once). */
  async function reorderOwned(ctx: RequestContext, kind: OrderedKind, ids: string[]) {
    const { owner } = mediaOwnerOf(ctx);
    checkOrder(await repo.idsOf(kind, owner), ids);
    await repo.setPositions(kind, ids);
  }

  /** Deletes image rows (and references), then their files. */
  async function removeImages(rows: { id: string; storageKey: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await pictures.deleteImages(rows.map((row) => row.id));
    await Promise.all(
      rows.map((row) => storage.deletePrefix(row.storageKey).catch(() => undefined)),
    );
  }

  return {
    storage,
    repo,
    canManage,
    requireManaged,
    requireRoom,
    checkOrder,
    reorderOwned,
    removeImages,
  };
}
