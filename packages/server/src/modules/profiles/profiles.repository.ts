import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { UpdateProfileInput } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  cities,
  gemaMemberships,
  profiles,
  users,
  type ProfileRow,
  type UserRow,
} from '../../db/schema/index.ts';
import {
  cityExists,
  cityReferenceColumns,
  cityReferenceOf,
  type CityReference,
} from '../../platform/city-reference.repository.ts';

/** A user with their profile (null before the first edit), city and GEMA state: one query. */
export type ProfileRecord = {
  user: Pick<UserRow, 'id' | 'name' | 'firstname' | 'lastname' | 'type'>;
  profile: ProfileRow | null;
  city: CityReference | null;
  gemaVerified: boolean;
};

/** Activated, not deactivated, not marked for deletion, not purged. */
const accountInUse = () =>
  and(
    isNotNull(users.activatedAt),
    isNull(users.deactivatedAt),
    isNull(users.deletionRequestedAt),
    isNull(users.purgedAt),
  );

export function createProfilesRepository(db: Database) {
  return {
    /** The current avatar's image id (null without a profile or an avatar). */
    async avatarImageIdOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: profiles.avatarImageId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row?.id ?? null;
    },

    async findRecord(userId: string): Promise<ProfileRecord | null> {
      const [row] = await db
        .select({
          user: {
            id: users.id,
            name: users.name,
            firstname: users.firstname,
            lastname: users.lastname,
            type: users.type,
          },
          profile: profiles,
          ...cityReferenceColumns,
          gemaUserId: gemaMemberships.userId,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(cities, eq(cities.id, profiles.cityId))
        .leftJoin(gemaMemberships, eq(gemaMemberships.userId, users.id))
        .where(and(eq(users.id, userId), accountInUse()))
        .limit(1);
      if (!row) return null;
      return {
        user: row.user,
        profile: row.profile,
        city: cityReferenceOf(row),
        gemaVerified: row.gemaUserId !== null,
      };
    },

    async isGemaVerified(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: gemaMemberships.userId })
        .from(gemaMemberships)
        .where(eq(gemaMemberships.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    cityExists(id: number): Promise<boolean> {
      return cityExists(db, id);
    },

    /** Names into `users`, the rest into `profiles` (made on the first save); one transaction. */
    async save(userId: string, input: UpdateProfileInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ name: input.name, firstname: input.firstname, lastname: input.lastname })
          .where(eq(users.id, userId));
        const values = {
          birthday: input.birthday,
          showAge: input.showAge,
          gender: input.gender,
          pronouns: input.pronouns,
          instruments: input.instruments,
          professional: input.professional,
          cityId: input.cityId,
          description: input.description,
          links: input.links,
          gear: input.gear.map(({ year, ...item }) => (year == null ? item : { ...item, year })),
          releases: input.releases,
          gigs: input.gigs,
          visibility: input.visibility,
          gemaBadge: input.gemaBadge,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(profiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: profiles.userId, set: values });
      });
    },
  };
}

/** Purge step of the account lifecycle: the profile goes with the personal data. */
export async function deleteProfile(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(profiles).where(eq(profiles.userId, userId));
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
