import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { LIVE_APPLICATION_STATUSES, type OfferModel, type PageKind } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createPageRoles } from '../pages/pages.module.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  cities,
  pages,
  profiles,
  users,
  type BookingApplicationRow,
  type BookingDateRow,
  type BookingOfferRow,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;

export type NewOffer = Omit<
  typeof bookingOffers.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'search'
>;
export type OfferChanges = Partial<NewOffer>;
export type NewDate = { startsAt: Date | null; slots: number };

export type OfferWithDates = { offer: BookingOfferRow; dates: BookingDateRow[] };

/** A party's name and avatar as stored (users: display name; pages: name). */
export type PartyRow = { id: string; name: string; avatarImageId: string | null };

/** The offer's domain model (offer.machine.ts) from its rows. */
export function toOfferModel({ offer, dates }: OfferWithDates): OfferModel {
  return {
    phase: offer.phase,
    schedule: offer.schedule,
    dates: dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt?.toISOString() ?? null,
      slots: date.slots,
      confirmed: date.confirmed,
      paused: date.paused,
    })),
    durationMinutes: offer.durationMinutes,
    applyUntil: offer.applyUntil?.toISOString() ?? null,
    reschedules: offer.reschedules,
  };
}

/** The columns that follow from the dates: list order, date filters, the expiry job's end. */
export function dateColumns(
  dates: readonly { startsAt: Date | null }[],
  durationMinutes: number,
  applyUntil: Date | null,
): Pick<NewOffer, 'firstStartsAt' | 'lastStartsAt' | 'endsAt'> {
  const starts = dates
    .map((date) => date.startsAt?.getTime())
    .filter((time): time is number => time !== undefined);
  if (starts.length === 0) {
    return { firstStartsAt: null, lastStartsAt: null, endsAt: applyUntil };
  }
  const last = Math.max(...starts);
  return {
    firstStartsAt: new Date(Math.min(...starts)),
    lastStartsAt: new Date(last),
    endsAt: new Date(last + durationMinutes * 60_000),
  };
}

/** Offers with their dates: load, lock, write, and the expiry job's pick. */
function offerQueries(db: Database) {
  async function datesOf(offerId: string, executor: Db = db): Promise<BookingDateRow[]> {
    return executor
      .select()
      .from(bookingDates)
      .where(eq(bookingDates.offerId, offerId))
      .orderBy(sql`${bookingDates.startsAt} asc nulls first`, asc(bookingDates.id));
  }

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async find(id: string, executor: Db = db): Promise<OfferWithDates | null> {
      const [offer] = await executor.select().from(bookingOffers).where(eq(bookingOffers.id, id));
      if (!offer) return null;
      return { offer, dates: await datesOf(id, executor) };
    },

    /** Several offers with their dates, in two queries. */
    async findMany(ids: string[]): Promise<Map<string, OfferWithDates>> {
      const result = new Map<string, OfferWithDates>();
      if (ids.length === 0) return result;
      const offers = await db.select().from(bookingOffers).where(inArray(bookingOffers.id, ids));
      const dates = await db
        .select()
        .from(bookingDates)
        .where(inArray(bookingDates.offerId, ids))
        .orderBy(sql`${bookingDates.startsAt} asc nulls first`, asc(bookingDates.id));
      for (const offer of offers) {
        result.set(offer.id, { offer, dates: dates.filter((date) => date.offerId === offer.id) });
      }
      return result;
    },

    /**
     * The offer with its row locked until the transaction ends: every change of an offer, its
     * dates' counts and its applications goes through this lock, so confirmations of the last
     * slot are serialized (and the `confirmed <= slots` check stands behind it).
     */
    async lock(tx: Transaction, id: string): Promise<OfferWithDates | null> {
      const [offer] = await tx
        .select()
        .from(bookingOffers)
        .where(eq(bookingOffers.id, id))
        .for('update');
      if (!offer) return null;
      return { offer, dates: await datesOf(id, tx) };
    },

    async insert(tx: Transaction, values: NewOffer, dates: NewDate[]): Promise<string> {
      const [row] = await tx
        .insert(bookingOffers)
        .values(values)
        .returning({ id: bookingOffers.id });
      const id = row!.id;
      if (dates.length > 0) {
        await tx.insert(bookingDates).values(dates.map((date) => ({ ...date, offerId: id })));
      }
      return id;
    },

    async update(tx: Transaction, id: string, changes: OfferChanges): Promise<void> {
      await tx.update(bookingOffers).set(changes).where(eq(bookingOffers.id, id));
    },

    /** A draft's dates are replaced as a whole (no applications can hang on them). */
    async replaceDates(tx: Transaction, offerId: string, dates: NewDate[]): Promise<void> {
      await tx.delete(bookingDates).where(eq(bookingDates.offerId, offerId));
      if (dates.length > 0) {
        await tx.insert(bookingDates).values(dates.map((date) => ({ ...date, offerId })));
      }
    },

    /** Writes the dates of the offer's model back (slots, counts, pauses, moved starts). */
    async saveModelDates(tx: Transaction, model: OfferModel): Promise<void> {
      for (const date of model.dates) {
        await tx
          .update(bookingDates)
          .set({
            startsAt: date.startsAt === null ? null : new Date(date.startsAt),
            slots: date.slots,
            confirmed: date.confirmed,
            paused: date.paused,
          })
          .where(eq(bookingDates.id, date.id));
      }
    },

    async delete(tx: Transaction, id: string): Promise<void> {
      await tx.delete(bookingOffers).where(eq(bookingOffers.id, id));
    },

    /** Published offers whose end has passed (the expiry job), oldest first. */
    async expiredOfferIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookingOffers.id })
        .from(bookingOffers)
        .where(and(eq(bookingOffers.phase, 'published'), sql`${bookingOffers.endsAt} <= ${now}`))
        .orderBy(asc(bookingOffers.endsAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

/** Applications of offers: counts, loads and writes. */
function applicationQueries(db: Database) {
  return {
    async liveApplicationCount(offerId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(bookingApplications)
        .where(
          and(
            eq(bookingApplications.offerId, offerId),
            inArray(bookingApplications.status, [...LIVE_APPLICATION_STATUSES]),
            not(bookingApplications.shadowed),
          ),
        );
      return row?.count ?? 0;
    },

    async applicationsOfOffer(
      offerId: string,
      executor: Db = db,
    ): Promise<BookingApplicationRow[]> {
      return executor
        .select()
        .from(bookingApplications)
        .where(eq(bookingApplications.offerId, offerId))
        .orderBy(asc(bookingApplications.appliedAt), asc(bookingApplications.id));
    },

    async applicationsOfPages(pageIds: string[]): Promise<BookingApplicationRow[]> {
      if (pageIds.length === 0) return [];
      return db
        .select()
        .from(bookingApplications)
        .where(inArray(bookingApplications.pageId, pageIds))
        .orderBy(sql`${bookingApplications.appliedAt} desc`, asc(bookingApplications.id));
    },

    async application(id: string, executor: Db = db): Promise<BookingApplicationRow | null> {
      const [row] = await executor
        .select()
        .from(bookingApplications)
        .where(eq(bookingApplications.id, id));
      return row ?? null;
    },

    async applicationOf(
      dateId: string,
      pageId: string,
      executor: Db = db,
    ): Promise<BookingApplicationRow | null> {
      const [row] = await executor
        .select()
        .from(bookingApplications)
        .where(and(eq(bookingApplications.dateId, dateId), eq(bookingApplications.pageId, pageId)));
      return row ?? null;
    },

    async insertApplication(
      tx: Transaction,
      values: typeof bookingApplications.$inferInsert,
    ): Promise<BookingApplicationRow> {
      const [row] = await tx.insert(bookingApplications).values(values).returning();
      return row!;
    },

    async updateApplication(
      tx: Transaction,
      id: string,
      changes: Partial<typeof bookingApplications.$inferInsert>,
    ): Promise<BookingApplicationRow> {
      const [row] = await tx
        .update(bookingApplications)
        .set(changes)
        .where(eq(bookingApplications.id, id))
        .returning();
      return row!;
    },

    /** Confirmed applications of the offer go back to applied (a reschedule revokes them). */
    async revokeConfirmations(tx: Transaction, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(bookingApplications)
        .set({ status: 'applied', decidedAt: null })
        .where(inArray(bookingApplications.id, ids));
    },
  };
}

/** The parties of a booking: roles in pages, page and user facts, an artist's media. */
function partyQueries(db: Database) {
  const pageRoles = createPageRoles(db);
  return {
    /** The caller's team role in a page (owner/admin act for it): the pages module answers. */
    roleIn: (pageId: string, userId: string, executor: Db = db) =>
      pageRoles.roleOf(pageId, userId, executor),

    /** Owner and admins of pages: who is told and who acts for a page (the pages module's). */
    managersOf: (pageIds: string[], executor: Db = db) => pageRoles.managersOf(pageIds, executor),

    async page(id: string, executor: Db = db) {
      const [row] = await executor
        .select({
          id: pages.id,
          kind: pages.kind,
          name: pages.name,
          avatarImageId: pages.avatarImageId,
          website: pages.website,
          links: pages.links,
          description: pages.description,
        })
        .from(pages)
        .where(eq(pages.id, id));
      return row ?? null;
    },

    async pagesByIds(ids: string[]): Promise<
      Map<
        string,
        PartyRow & {
          kind: PageKind;
          urlname: string | null;
          organizationType: string | null;
          city: string | null;
        }
      >
    > {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: pages.id,
          name: pages.name,
          kind: pages.kind,
          urlname: pages.urlname,
          organizationType: pages.organizationType,
          avatarImageId: pages.avatarImageId,
          city: cities.name,
        })
        .from(pages)
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(inArray(pages.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async usersByIds(
      ids: string[],
      executor: Db = db,
    ): Promise<Map<string, PartyRow & { email: string; locale: 'de' | 'en' }>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          locale: users.locale,
          avatarImageId: profiles.avatarImageId,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async userAccountType(userId: string, executor: Db = db) {
      const [row] = await executor
        .select({ accountType: users.type })
        .from(users)
        .where(eq(users.id, userId));
      return row?.accountType ?? null;
    },

    /** The artist page has a video or an audio (premium offers ask for one). */
    async pageHasVideoOrAudio(pageId: string): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        select exists (select 1 from videos where owner_kind = 'page' and owner_id = ${pageId})
            or exists (select 1 from audio_tracks where owner_kind = 'page' and owner_id = ${pageId})
          as found`);
      return result.rows[0]?.found === true;
    },
  };
}

/** Offers, their applications and the parties' facts the booking use cases read and write. */
export function createBookingRepository(db: Database) {
  return { ...offerQueries(db), ...applicationQueries(db), ...partyQueries(db) };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
