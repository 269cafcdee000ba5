import type { BookingParty, Picture } from '@backline/domain';
import { pageParty, userParty } from './booking.presenter.ts';
import type { BookingRepository } from './booking.repository.ts';

export type ResolvePictures = (ids: (string | null)[]) => Promise<Map<string, Picture>>;

export type PartyLookup = {
  pageParty: (id: string) => BookingParty | null;
  userParty: (id: string) => BookingParty | null;
  cityOf: (id: string) => string | null;
};

/**
 * The parties of bookings (publishers, venues, artists, raters) for a set of page and user ids:
 * two queries and one picture lookup, whatever the number of ids.
 */
export function createPartyLookup(
  repository: BookingRepository,
  resolvePictures?: ResolvePictures,
) {
  return async (refs: { pageIds: string[]; userIds: string[] }): Promise<PartyLookup> => {
    const [pageRows, userRows] = await Promise.all([
      repository.pagesByIds([...new Set(refs.pageIds)]),
      repository.usersByIds([...new Set(refs.userIds)]),
    ]);
    const imageIds = [
      ...[...pageRows.values()].map((row) => row.avatarImageId),
      ...[...userRows.values()].map((row) => row.avatarImageId),
    ];
    const pictures = resolvePictures ? await resolvePictures(imageIds) : new Map<string, Picture>();
    const pictureOf = (imageId: string | null) =>
      imageId ? (pictures.get(imageId) ?? null) : null;
    return {
      pageParty: (id) => {
        const row = pageRows.get(id);
        return row ? pageParty({ ...row, id }, pictureOf(row.avatarImageId)) : null;
      },
      userParty: (id) => {
        const row = userRows.get(id);
        return row ? userParty({ id, name: row.name }, pictureOf(row.avatarImageId)) : null;
      },
      cityOf: (id) => pageRows.get(id)?.city ?? null,
    };
  };
}
