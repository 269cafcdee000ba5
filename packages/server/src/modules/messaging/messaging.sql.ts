import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ConversationContextKind, PartyKind } from '@backline/domain';
import {
  bookingApplications,
  bookingOffers,
  contactAds,
  conversationParties,
  conversations,
  messages,
  pages,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { blockedEitherWaySql, confirmedContactsOfSql } from '../contacts/contacts.module.ts';
import { imageKeySql } from '../media/media.module.ts';
import { pageBlockedUserSql, pagesManagedBySql } from '../pages/pages.module.ts';

/** A party's facts in a row: name, picture, the parts of its address, whether it still exists. */
export type PartyColumns = {
  kind: PartyKind;
  id: string;
  name: string | null;
  avatar_image_id: string | null;
  page_kind: 'artist' | 'location' | 'organization' | null;
  urlname: string | null;
  organization_type: string | null;
  active: boolean;
};

/** One conversation as one of the viewer's parties sees it (the list, the chat's header). */
export type ConversationDbRow = {
  conversation_id: string;
  my_kind: PartyKind;
  my_id: string;
  archived: boolean;
  muted: boolean;
  last_read_message_id: string | null;
  /** Epoch milliseconds (both drivers answer numbers the same way). */
  last_message_ms: number;
  context_kind: ConversationContextKind | null;
  context_id: string | null;
  context_title: string | null;
  context_offer_id: string | null;
  context_page: PartyColumns | null;
  me: PartyColumns;
  partner: PartyColumns;
  /** The storage keys of the parties' avatars (the presenter makes their urls: no lookup). */
  me_avatar_key: string | null;
  partner_avatar_key: string | null;
  blocked: boolean;
  /** The partner has written in this conversation (a "prior contacter": attachments). */
  partner_wrote: boolean;
  /** The viewer is a confirmed contact of the partner (a page: of one of its managers). */
  contact: boolean;
  unread: number;
  last_message: {
    id: string;
    sender_kind: PartyKind;
    sender_id: string;
    text: string | null;
    deleted: boolean;
    ms: number;
  } | null;
};

export type ConversationFilter = {
  viewerId: string;
  /** One conversation (the chat's header), else a page of the list. */
  conversationId?: string;
  /** Only this party of the viewer (after a start or a change). */
  party?: { kind: PartyKind; id: string };
  archived?: boolean;
  q?: string;
  after?: { ms: number; conversationId: string; partyId: string } | null;
  limit: number;
};

/** A value of the statement: given, or a placeholder of a prepared statement. */
type Value<T> = T | Placeholder;
type RowsFilter = {
  viewerId: Value<string>;
  conversationId?: Value<string>;
  party?: { kind: Value<PartyKind>; id: Value<string> };
  archived?: Value<boolean>;
  q?: string;
  after?: { ms: Value<number>; conversationId: Value<string>; partyId: Value<string> } | null;
  limit: Value<number>;
};

const ms = (column: SQL | { getSQL(): SQL }) =>
  sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The facts of a party as JSON, from the users/profiles or pages row joined as `u`/`pr`/`p`. */
const partyJson = (kind: SQL, id: SQL, u: string, pr: string, p: string) => sql`json_build_object(
  'kind', ${kind}, 'id', ${id},
  'name', coalesce(${sql.raw(u)}.name, ${sql.raw(p)}.name),
  'avatar_image_id', coalesce(${sql.raw(pr)}.avatar_image_id, ${sql.raw(p)}.avatar_image_id),
  'page_kind', ${sql.raw(p)}.kind,
  'urlname', ${sql.raw(p)}.urlname,
  'organization_type', ${sql.raw(p)}.organization_type,
  'active', case when ${kind} = 'user' then coalesce(
      ${sql.raw(u)}.activated_at is not null and ${sql.raw(u)}.deactivated_at is null
      and ${sql.raw(u)}.deletion_requested_at is null and ${sql.raw(u)}.purged_at is null, false)
    else ${sql.raw(p)}.id is not null end
)`;

const joinParty = (kind: SQL, id: SQL, u: string, pr: string, p: string) => sql`
  left join ${users} as ${sql.raw(u)} on ${kind} = 'user' and ${sql.raw(u)}.id = ${id}
  left join ${profiles} as ${sql.raw(pr)} on ${sql.raw(pr)}.user_id = ${sql.raw(u)}.id
  left join ${pages} as ${sql.raw(p)} on ${kind} = 'page' and ${sql.raw(p)}.id = ${id}`;

/**
 * ONE statement: the viewer's conversations (as themself and as every page they manage) with
 * both parties' facts, the context's title, the last message, the unread count and whether a
 * block stands between the two; newest activity first, keyset after `after`, `limit` rows.
 * Each of the viewer's parties walks its own range of `conversation_parties_list_idx` (kind, id,
 * archived, visible, newest first) for at most `limit` rows, the ranges are merged and only the
 * page's rows are dressed (issue 19, decisions §74), unless a search by name has to see every
 * partner. `visible` (a message this side may see exists) is kept by the database.
 */
export function conversationRowsSql(filter: ConversationFilter): SQL {
  return rowsSql(filter);
}

/**
 * The list's page (no search, no single conversation) as a fixed shape for a prepared
 * statement, its rows in one JSON array (`page`: one value to hand over and parse, not 21
 * columns of each row): placeholders `viewerId`, `archived`, `limit`, and with `after` also
 * `afterMs`, `afterConversationId`, `afterPartyId`.
 */
export function conversationListSql(after: boolean): SQL {
  const rows = rowsSql({
    viewerId: sql.placeholder('viewerId'),
    archived: sql.placeholder('archived'),
    after: after
      ? {
          ms: sql.placeholder('afterMs'),
          conversationId: sql.placeholder('afterConversationId'),
          partyId: sql.placeholder('afterPartyId'),
        }
      : null,
    limit: sql.placeholder('limit'),
  });
  return sql`select coalesce(json_agg(page
    order by page.last_message_ms desc, page.conversation_id desc, page.my_id desc), '[]') as page
  from (${rows}) page`;
}

function rowsSql(filter: RowsFilter): SQL {
  const { viewerId } = filter;
  const mine = filter.party
    ? sql`select ${filter.party.kind}::text as kind, ${filter.party.id}::text as id`
    : sql`select 'user'::text as kind, ${viewerId}::text as id
          union select 'page', managed.page_id from ${pagesManagedBySql(viewerId)} as managed`;
  const where: SQL[] = [
    sql`s.party_kind = me.kind`,
    sql`s.party_id = me.id`,
    // A conversation only a shadow-banned partner wrote in does not exist for this side.
    sql`s.visible`,
  ];
  if (filter.conversationId) where.push(sql`s.conversation_id = ${filter.conversationId}`);
  if (filter.archived !== undefined) where.push(sql`s.archived = ${filter.archived}`);
  if (filter.after) {
    where.push(sql`(s.last_message_at, s.conversation_id, s.party_id) <
      (to_timestamp(${filter.after.ms}::float8 / 1000), ${filter.after.conversationId}, ${filter.after.partyId})`);
  }
  const partnerKind = sql`r.partner_kind`;
  const partnerId = sql`r.partner_id`;
  const unreadOf = sql`m.deleted_at is null and not m.shadowed
    and not (m.sender_kind = r.my_kind and m.sender_id = r.my_id)`;
  const q = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  return sql`
with mine as (${mine}),
-- The viewer's sides, dressed once each (not once per conversation).
me as (
  select mine.kind, mine.id, ${partyJson(sql`mine.kind`, sql`mine.id`, 'mu', 'mpr', 'mp')} as me,
    ${imageKeySql(sql`coalesce(mpr.avatar_image_id, mp.avatar_image_id)`)} as me_avatar_key
  from mine
  ${joinParty(sql`mine.kind`, sql`mine.id`, 'mu', 'mpr', 'mp')}
),
picked as (
  select s.conversation_id, s.party_kind, s.party_id, s.archived, s.muted,
    s.last_read_message_id, s.last_read_at, s.last_message_at, me.me, me.me_avatar_key
  from me
  cross join lateral (
    select s.* from ${conversationParties} s
    where ${sql.join(where, sql` and `)}
    ${
      // The page is picked before its rows are dressed with parties, contexts and counts: each
      // party's newest `limit`, then the newest `limit` of them all (a search by the partner's
      // name can only pick after the names are joined). `nulls last` as the index has it (the
      // columns are never null): the party's range is walked in the index's order and left
      // after `limit` entries, not read whole and sorted.
      q
        ? sql``
        : sql`order by s.last_message_at desc nulls last, s.conversation_id desc nulls last
    limit ${filter.limit}`
    }
  ) s
  ${
    q
      ? sql``
      : sql`order by s.last_message_at desc, s.conversation_id desc, s.party_id desc
  limit ${filter.limit}`
  }
),
-- The picked rows with their conversation: the partner and the context.
r as (
  select s.conversation_id, s.party_kind as my_kind, s.party_id as my_id, s.archived, s.muted,
    s.last_read_message_id, s.last_read_at, s.last_message_at, s.me, s.me_avatar_key,
    c.context_kind, c.context_id,
    case when c.party_a_kind = s.party_kind and c.party_a_id = s.party_id
      then c.party_b_kind else c.party_a_kind end as partner_kind,
    case when c.party_a_kind = s.party_kind and c.party_a_id = s.party_id
      then c.party_b_id else c.party_a_id end as partner_id
  from picked s
  join ${conversations} c on c.id = s.conversation_id
)
select r.conversation_id, r.my_kind, r.my_id, r.archived, r.muted, r.last_read_message_id,
  ${ms(sql`r.last_message_at`)} as last_message_ms,
  r.context_kind, r.context_id,
  coalesce(co.title, ao.title, cp.name, cad.title) as context_title,
  coalesce(co.id, ao.id) as context_offer_id,
  case when cp.id is null then null else json_build_object(
    'kind', 'page', 'id', cp.id, 'name', cp.name, 'avatar_image_id', null, 'page_kind', cp.kind,
    'urlname', cp.urlname, 'organization_type', cp.organization_type, 'active', true) end
    as context_page,
  r.me,
  ${partyJson(partnerKind, partnerId, 'pu', 'ppr', 'pp')} as partner,
  r.me_avatar_key,
  ${imageKeySql(sql`coalesce(ppr.avatar_image_id, pp.avatar_image_id)`)} as partner_avatar_key,
  case
    when r.my_kind = 'user' and r.partner_kind = 'user'
      then ${blockedEitherWaySql(sql`r.my_id`, sql`r.partner_id`)}
    when r.my_kind = 'page' and r.partner_kind = 'user'
      then ${pageBlockedUserSql(sql`r.my_id`, sql`r.partner_id`)}
    when r.my_kind = 'user' and r.partner_kind = 'page'
      then ${pageBlockedUserSql(sql`r.partner_id`, sql`r.my_id`)}
    else false end as blocked,
  exists (select 1 from ${messages} m where m.conversation_id = r.conversation_id
    and m.sender_kind = r.partner_kind and m.sender_id = r.partner_id) as partner_wrote,
  case when r.partner_kind = 'user' then r.partner_id in ${confirmedContactsOfSql(viewerId)}
    else exists (select 1 from ${confirmedContactsOfSql(viewerId)} k
      where r.partner_id in ${pagesManagedBySql(sql`k.contact_id`)}) end as contact,
  -- Two forms, so that a read side counts only the messages after its mark on the index.
  case when r.last_read_at is null then (select count(*)::int from ${messages} m
      where m.conversation_id = r.conversation_id and ${unreadOf})
    else (select count(*)::int from ${messages} m
      where m.conversation_id = r.conversation_id and ${unreadOf}
        and (m.created_at, m.id) > (r.last_read_at, r.last_read_message_id)) end as unread,
  (select json_build_object('id', m.id, 'sender_kind', m.sender_kind, 'sender_id', m.sender_id,
      'text', m.text, 'deleted', m.deleted_at is not null, 'ms', ${ms(sql`m.created_at`)})
    from ${messages} m where m.conversation_id = r.conversation_id
      and (not m.shadowed or (m.sender_kind = r.my_kind and m.sender_id = r.my_id))
    order by m.created_at desc nulls last, m.id desc nulls last limit 1) as last_message
from r
${joinParty(partnerKind, partnerId, 'pu', 'ppr', 'pp')}
left join ${bookingOffers} co on r.context_kind = 'booking' and co.id = r.context_id
left join ${bookingApplications} ca on r.context_kind = 'application' and ca.id = r.context_id
left join ${bookingOffers} ao on ao.id = ca.offer_id
left join ${pages} cp on r.context_kind = 'page' and cp.id = r.context_id
left join ${contactAds} cad on r.context_kind = 'contactad' and cad.id = r.context_id
${q ? sql`where lower(coalesce(pu.name, pp.name, '')) like ${q}` : sql``}
order by r.last_message_at desc, r.conversation_id desc, r.my_id desc
limit ${filter.limit}`;
}
