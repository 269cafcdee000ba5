import { sql } from 'drizzle-orm';
import { detailPath } from '@backline/domain';
import {
  SEARCH_ORDER,
  searchCandidates,
  searchRank,
  type SearchProvider,
} from '../../platform/search.sql.ts';
import { confirmedContactsOfSql } from '../contacts/contacts.module.ts';

// The predicate of the partial indexes `users_search_idx` and `users_search_name_trgm_idx`
// (migration 0025): accounts in use, not shadow banned (their traces show to nobody else).
const inUse = sql`person.activated_at is not null and person.deactivated_at is null
      and person.deletion_requested_at is null and person.purged_at is null
      and person.shadow_banned_at is null`;

/**
 * People by name (issue 17 item 2). A private profile only for those `canSeePrivateProfile`
 * allows (the owner and confirmed contacts); private accounts (no musician profile) never for
 * visitors, as `canOpenProfile` has it.
 */
export const peopleSearchProvider: SearchProvider = {
  kind: 'people',
  statement: ({ terms, viewer, limit, offset }) => {
    const rank = searchRank(terms, 'person');
    const candidates = searchCandidates({
      terms,
      table: 'users',
      alias: 'person',
      visible: inUse,
      limit,
      offset,
    });
    const visible = viewer
      ? sql`(coalesce(profile.visibility, 'public') = 'public' or person.id = ${viewer}
          or person.id in ${confirmedContactsOfSql(viewer)})`
      : sql`person.type = 'musician' and coalesce(profile.visibility, 'public') = 'public'`;
    // Ranked and cut on the accounts (and the profile's visibility) first; the city only for the
    // rows shown.
    return sql`select json_build_object('id', found.id, 'name', found.name,
        'type', found.type, 'city', place.name) as hit, found.tier, found.score, found.id
      from (select person.id, person.name, person.type, profile.city_id,
          ${rank.tier} as tier, ${rank.score} as score
        from ${candidates}
        left join lateral (select own.visibility, own.city_id from profiles own
          where own.user_id = person.id limit 1) profile on true
        where ${visible}
        order by ${SEARCH_ORDER} limit ${limit} offset ${offset}) found
      left join cities place on place.id = found.city_id`;
  },
  present: (hit) => {
    const row = hit as { id: string; name: string; type: string; city: string | null };
    return {
      kind: 'people',
      id: row.id,
      title: row.name,
      subtitle: row.city,
      type: row.type,
      path: detailPath('/user', row.name, row.id),
    };
  },
};
