import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ContactAdStatus } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { contactAds, type ContactAdRow } from '../../db/schema/index.ts';
import { pagesManagedBySql, roleInPageSql } from '../pages/pages.module.ts';
import {
  contactAdVisibleSql,
  distanceFromCitySql,
  managesContactAdSql,
  type ContactAdViewer,
} from './contact-ad-list.sql.ts';

type Executor = Database | Transaction;

/** A timestamp as the API writes it (`Date#toISOString`). */
const isoText = (value: SQL | unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The publisher of an ad as the card shows it (JSON built by the database). */
export type PublisherRow =
  | { kind: 'user'; id: string; name: string; avatarKey: string | null }
  | {
      kind: 'page';
      id: string;
      name: string;
      pageKind: 'artist' | 'location' | 'organization';
      urlname: string | null;
      organizationType: string | null;
      avatarKey: string | null;
    };

/** One ad as a card (the list) and, with `detail`, everything its page shows. */
export type ContactAdCardRow = {
  id: string;
  searchType: 1 | 2 | 3 | 4;
  title: string;
  publisherUserId: string;
  publisherPageId: string | null;
  publisher: PublisherRow;
  instrumentsOffered: string[];
  instrumentsSearched: string[];
  genres: string[];
  ambition: number;
  skill: number;
  bandType: number | null;
  remote: number;
  city: { id: number; name: string; country: 'DE' | 'AT' | 'CH'; region: string | null } | null;
  pictureKey: string | null;
  status: ContactAdStatus;
  publishedAt: string;
  expiresAt: string;
  mine: boolean;
  distanceKm: number | null;
};

export type ContactAdDetailRow = ContactAdCardRow & {
  text: string;
  rehearsalSpace: boolean;
  mobile: boolean;
  songsAvailable: boolean;
  pictureIds: string[];
  audioIds: string[];
  updatedAt: string;
  hidden: boolean;
  shadowed: boolean;
  /** Others may see it (listed); its managers see it whatever its state. */
  visible: boolean;
};

const publisherJson = sql`case when ${contactAds.publisherPageId} is null then (
    select json_build_object('kind', 'user', 'id', writer.id,
      'name', case when writer.purged_at is null then writer.name else '' end,
      'avatarKey', writer_image.storage_key)
    from users writer
    left join profiles writer_profile on writer_profile.user_id = writer.id
    left join images writer_image on writer_image.id = writer_profile.avatar_image_id
    where writer.id = ${contactAds.publisherUserId})
  else (
    select json_build_object('kind', 'page', 'id', publisher_page.id,
      'name', publisher_page.name, 'pageKind', publisher_page.kind,
      'urlname', publisher_page.urlname, 'organizationType', publisher_page.organization_type,
      'avatarKey', publisher_image.storage_key)
    from pages publisher_page
    left join images publisher_image on publisher_image.id = publisher_page.avatar_image_id
    where publisher_page.id = ${contactAds.publisherPageId}) end`;

/** The card of the current `contact_ads` row as JSON, for the viewer and the distance origin. */
export function contactAdCardJson(viewer: ContactAdViewer | null, originCityId: number | null) {
  return sql`json_build_object(
    'id', ${contactAds.id}, 'searchType', ${contactAds.searchType}, 'title', ${contactAds.title},
    'publisherUserId', ${contactAds.publisherUserId},
    'publisherPageId', ${contactAds.publisherPageId}, 'publisher', ${publisherJson},
    'instrumentsOffered', ${contactAds.instrumentsOffered},
    'instrumentsSearched', ${contactAds.instrumentsSearched}, 'genres', ${contactAds.genres},
    'ambition', ${contactAds.ambition}, 'skill', ${contactAds.skill},
    'bandType', ${contactAds.bandType}, 'remote', ${contactAds.remote},
    'city', (select json_build_object('id', ad_city.id, 'name', ad_city.name,
        'country', ad_city.country, 'region', ad_city.region)
      from cities ad_city where ad_city.id = ${contactAds.cityId}),
    'pictureKey', (select first_picture.storage_key from images first_picture
      where first_picture.id = ${contactAds.pictureIds}[1]),
    'status', ${contactAds.status}, 'publishedAt', ${isoText(contactAds.publishedAt)},
    'expiresAt', ${isoText(contactAds.expiresAt)}, 'mine', ${managesContactAdSql(viewer)},
    'distanceKm', ${originCityId === null ? sql`null` : sql`round((${distanceFromCitySql(originCityId)})::numeric, 1)`})`;
}

const detailJson = (
  viewer: ContactAdViewer | null,
) => sql`(${contactAdCardJson(viewer, null)}::jsonb
  || jsonb_build_object('text', ${contactAds.text},
    'rehearsalSpace', ${contactAds.rehearsalSpace}, 'mobile', ${contactAds.mobile},
    'songsAvailable', ${contactAds.songsAvailable}, 'pictureIds', ${contactAds.pictureIds},
    'audioIds', ${contactAds.audioIds}, 'updatedAt', ${isoText(contactAds.updatedAt)},
    'hidden', ${contactAds.hidden}, 'shadowed', ${contactAds.shadowed},
    'visible', ${contactAdVisibleSql(viewer)}))`;

export type ContactAdValues = Pick<
  ContactAdRow,
  | 'searchType'
  | 'title'
  | 'text'
  | 'instrumentsOffered'
  | 'instrumentsSearched'
  | 'genres'
  | 'ambition'
  | 'skill'
  | 'bandType'
  | 'rehearsalSpace'
  | 'mobile'
  | 'songsAvailable'
  | 'remote'
  | 'cityId'
  | 'pictureIds'
  | 'audioIds'
>;

/** The `contact_ads` table: the one place with its SQL besides the list's statements. */
export function createContactAdsRepository(db: Database) {
  return {
    /** One ad with everything its page shows, for the viewer (any state): one statement. */
    async detail(id: string, viewer: ContactAdViewer | null, executor: Executor = db) {
      const { rows } = await executor.execute<{ item: ContactAdDetailRow }>(
        sql`select ${detailJson(viewer)} as item from ${contactAds} where ${contactAds.id} = ${id}`,
      );
      return rows[0]?.item ?? null;
    },

    /** The row itself, locked for a change in the transaction. */
    async locked(tx: Transaction, id: string) {
      const [row] = await tx.select().from(contactAds).where(eq(contactAds.id, id)).for('update');
      return row ?? null;
    },

    /** The page `pageId` (kind) and the user's role in it; null when there is no such page. */
    async pageForPublisher(pageId: string, userId: string, executor: Executor = db) {
      const { rows } = await executor.execute<{ kind: string; role: string | null }>(
        sql`select kind, ${roleInPageSql(sql`pages.id`, userId)} as role
          from pages where pages.id = ${pageId}`,
      );
      return rows[0] ?? null;
    },

    /** Whether the city exists. */
    async cityExists(cityId: number, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select 1 from cities where id = ${cityId}`);
      return rows.length > 0;
    },

    /**
     * The ads a profile holds, in every status (the limit): the user's own ads as themself, or
     * the page's. Serialized per profile by an advisory lock held until the transaction ends.
     */
    async lockAndCount(tx: Transaction, userId: string, pageId: string | null) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`contactads:${pageId ?? `user:${userId}`}`}))`,
      );
      const where = pageId
        ? eq(contactAds.publisherPageId, pageId)
        : and(eq(contactAds.publisherUserId, userId), isNull(contactAds.publisherPageId));
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(contactAds)
        .where(where);
      return row?.count ?? 0;
    },

    async insert(
      tx: Transaction,
      values: ContactAdValues & {
        publisherUserId: string;
        publisherPageId: string | null;
        shadowed: boolean;
        publishedAt: Date;
        expiresAt: Date;
      },
    ) {
      const [row] = await tx.insert(contactAds).values(values).returning({ id: contactAds.id });
      return row!.id;
    },

    async update(tx: Transaction, id: string, values: ContactAdValues, now: Date) {
      await tx
        .update(contactAds)
        .set({ ...values, updatedAt: now })
        .where(eq(contactAds.id, id));
    },

    /** Compare-and-set of the status; a renewal starts the lifetime again. */
    async setStatus(
      tx: Transaction,
      id: string,
      from: ContactAdStatus,
      to: ContactAdStatus,
      renewal: { publishedAt: Date; expiresAt: Date } | null,
      now: Date,
    ) {
      const rows = await tx
        .update(contactAds)
        .set({
          status: to,
          updatedAt: now,
          ...(renewal ? { ...renewal, remindedAt: null } : {}),
        })
        .where(and(eq(contactAds.id, id), eq(contactAds.status, from)))
        .returning({ id: contactAds.id });
      return rows.length > 0;
    },

    async delete(id: string, executor: Executor = db) {
      const rows = await executor
        .delete(contactAds)
        .where(eq(contactAds.id, id))
        .returning({ id: contactAds.id });
      return rows.length > 0;
    },

    /** The pages the user speaks for (owner, admin) with their kind and avatar key. */
    async managedPages(userId: string) {
      const { rows } = await db.execute<{
        id: string;
        name: string;
        kind: string;
        avatarKey: string | null;
      }>(sql`select managed.id, managed.name, managed.kind, avatar.storage_key as "avatarKey"
        from pages managed left join images avatar on avatar.id = managed.avatar_image_id
        where managed.id in ${pagesManagedBySql(userId)}
        order by lower(managed.name), managed.id`);
      return rows;
    },

    /** Active ads whose time ran out become expired (the expiry job): their ids. */
    async expire(now: Date) {
      const rows = await db
        .update(contactAds)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(contactAds.status, 'active'), lte(contactAds.expiresAt, now)))
        .returning({ id: contactAds.id });
      return rows.map((row) => row.id);
    },

    /**
     * Claims the active ads expiring before `until` whose reminder has not gone in this period
     * (marks them reminded): their id, title, expiry and writer, for the mails of the same
     * transaction.
     */
    async claimReminders(tx: Transaction, now: Date, until: Date, limit: number) {
      const { rows } = await tx.execute<{
        id: string;
        title: string;
        expiresAt: string;
        email: string;
        name: string;
        locale: 'de' | 'en';
      }>(sql`with claimed as (
          update contact_ads set reminded_at = ${now.toISOString()}::timestamptz
          where id in (
            select due.id from contact_ads due
            where due.status = 'active' and due.expires_at > ${now.toISOString()}::timestamptz
              and due.expires_at <= ${until.toISOString()}::timestamptz
              and due.reminded_at is null
            order by due.expires_at limit ${limit} for update skip locked)
          returning id, title, expires_at, publisher_user_id)
        select claimed.id, claimed.title, ${isoText(sql`claimed.expires_at`)} as "expiresAt",
          writer.email, writer.name, writer.locale
        from claimed join users writer on writer.id = claimed.publisher_user_id
        where writer.purged_at is null and writer.deactivated_at is null`);
      return rows;
    },

    /** Moderation: the state of ads for the moderators' list. */
    async forModerators(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: contactAds.id,
          title: contactAds.title,
          text: contactAds.text,
          publisherUserId: contactAds.publisherUserId,
          hidden: contactAds.hidden,
        })
        .from(contactAds)
        .where(inArray(contactAds.id, [...ids]));
    },

    /** Moderation: hides or shows an ad again (compare-and-set). */
    async setHidden(tx: Transaction, id: string, hidden: boolean) {
      const rows = await tx
        .update(contactAds)
        .set({ hidden })
        .where(and(eq(contactAds.id, id), eq(contactAds.hidden, !hidden)))
        .returning({ id: contactAds.id });
      return rows.length > 0;
    },

    /** The account purge: every ad the user wrote (as themself or for a page). */
    async purgeUser(tx: Transaction, userId: string) {
      await tx.delete(contactAds).where(eq(contactAds.publisherUserId, userId));
    },
  };
}

export type ContactAdsRepository = ReturnType<typeof createContactAdsRepository>;
