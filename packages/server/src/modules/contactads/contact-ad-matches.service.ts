import { z } from 'zod/mini';
import { AppError, CONTACT_AD_LIST_PAGE_SIZE, type ContactAdMatchPage } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { MatchesPosition } from './contact-ad-matches.sql.ts';
import { presentMatchPage } from './contact-ad-matches.presenter.ts';
import { createContactAdMatchesRepository } from './contact-ad-matches.repository.ts';

/**
 * The cursor of the matches: base64url JSON of `[score, forAdId, kind, id, moved]` of the last
 * row (contact-ad-matches.presenter.ts). A cursor without `moved` (made before it existed) reads
 * as moved, as every first page then did.
 */
const CursorSchema = z.union([
  z.tuple([
    z.number().check(z.int(), z.minimum(0), z.maximum(100)),
    z.string().check(z.maxLength(40)),
    z.enum(['ad', 'profile']),
    z.string().check(z.maxLength(40)),
  ]),
  z.tuple([
    z.number().check(z.int(), z.minimum(0), z.maximum(100)),
    z.string().check(z.maxLength(40)),
    z.enum(['ad', 'profile']),
    z.string().check(z.maxLength(40)),
    z.union([z.literal(0), z.literal(1)]),
  ]),
]);

function decodeCursor(cursor: string | undefined): MatchesPosition | null {
  if (cursor === undefined) return null;
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (parsed.success) {
      const [score, forAdId, kind, id, moved = 1] = parsed.data;
      return { score, forAdId, kind, id, moved: moved === 1 };
    }
  } catch {
    // Not one of ours: answered below.
  }
  throw new AppError('validation.invalid', { field: 'after' });
}

export type MatchesQuery = { after?: string; size?: string };

/**
 * The matches of contact ads (issue 18 item 4): of one of my ads, or of all my live ads, best
 * first, keyset-paged. Reading the first page marks them seen (`isNew` compares with the last
 * read).
 */
export function createContactAdMatchesService(db: Database) {
  const repository = createContactAdMatchesRepository(db);

  const sizeOf = (query: MatchesQuery) =>
    query.size ? Math.max(1, Number(query.size)) : CONTACT_AD_LIST_PAGE_SIZE;

  return {
    /** `GET /api/contactads/:id/matches`: 404 for no such ad, 403 for another's. */
    async ofAd(viewerId: string, adId: string, query: MatchesQuery): Promise<ContactAdMatchPage> {
      const after = decodeCursor(query.after);
      const size = sizeOf(query);
      const read = await repository.matches({
        of: 'ad',
        viewerId,
        adId,
        after,
        limit: size + 1,
      });
      if (!read.owner) throw new AppError('request.entity_not_found');
      if (read.owner !== 'mine') throw new AppError('auth.forbidden');
      return presentMatchPage(read.rows, size, after ? after.moved : read.moved);
    },

    /** `GET /api/contactads/matches`: the matches of all my live ads. */
    async ofViewer(viewerId: string, query: MatchesQuery): Promise<ContactAdMatchPage> {
      const after = decodeCursor(query.after);
      const size = sizeOf(query);
      const read = await repository.matches({ of: 'viewer', viewerId, after, limit: size + 1 });
      return presentMatchPage(read.rows, size, after ? after.moved : read.moved);
    },
  };
}

export type ContactAdMatchesService = ReturnType<typeof createContactAdMatchesService>;
