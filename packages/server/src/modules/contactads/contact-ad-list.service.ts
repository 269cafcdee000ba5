import {
  AppError,
  CONTACT_AD_LIST_PAGE_SIZE,
  type ContactAdListQuery,
  type ContactAdPage,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { parseKeysetCursor } from '../../platform/keyset-cursor.ts';
import {
  contactAdPageSql,
  type ContactAdOrder,
  type ContactAdViewer,
} from './contact-ad-list.sql.ts';
import { presentContactAdPage } from './contact-ads.presenter.ts';
import { contactAdCardJson, type ContactAdCardRow } from './contact-ads.repository.ts';

/**
 * The seam of `filter=matches` (`/musikersuche?filter=matches`): the matches of all the viewer's
 * active ads, answered by the matching (helper module), wired by the composition root.
 */
export type ContactAdMatchesList = (
  viewer: ContactAdViewer,
  query: ContactAdListQuery,
) => Promise<ContactAdPage>;

export type ContactAdListDeps = { matchesList?: ContactAdMatchesList | undefined };

/** The order a query asks for, checked against what it needs (a place, a text). */
function orderOf(query: ContactAdListQuery): ContactAdOrder {
  const sort = query.sort ?? 'newest';
  if (query.filter === 'myads') return 'newest';
  if (sort === 'nearest' && !query.city)
    throw new AppError('validation.required', { field: 'city' });
  if (sort === 'relevance' && !query.q) throw new AppError('validation.required', { field: 'q' });
  return sort;
}

/**
 * `GET /api/contactads` (issue 18 item 2): one statement, keyset paged. Visitors read the listed
 * ads (public data); `filter=myads` is the viewer's own ads in every status; `filter=matches`
 * goes to the matching.
 */
export function createContactAdListService(db: Database, deps: ContactAdListDeps = {}) {
  return {
    async list(viewer: ContactAdViewer | null, query: ContactAdListQuery): Promise<ContactAdPage> {
      if (query.filter && !viewer) throw new AppError('auth.required');
      if (query.filter === 'matches') {
        if (!deps.matchesList) throw new AppError('validation.invalid', { field: 'filter' });
        return deps.matchesList(viewer!, query);
      }
      const order = orderOf(query);
      const after = query.after ? parseKeysetCursor(query.after) : null;
      if (query.after && !after) throw new AppError('validation.invalid', { field: 'after' });
      const size = query.size ? Math.max(1, Number(query.size)) : CONTACT_AD_LIST_PAGE_SIZE;
      const origin = query.city ? Number(query.city) : null;
      const { rows } = await db.execute<{ item: ContactAdCardRow; sort_key: string }>(
        contactAdPageSql({
          query,
          viewer,
          order,
          after,
          limit: size + 1,
          card: contactAdCardJson(viewer, origin),
        }),
      );
      return presentContactAdPage(rows, size);
    },
  };
}

export type ContactAdListService = ReturnType<typeof createContactAdListService>;
