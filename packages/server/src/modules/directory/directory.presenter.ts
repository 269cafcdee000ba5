import {
  detailPath,
  encodeDirectoryCursor,
  pageResource,
  type ArtistForm,
  type DirectoryCard,
  type DirectoryPage,
  type OrganizationType,
  type PageKind,
} from '@backline/domain';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';

// Pure: the benchmark's bare server presents the replayed rows with these too.

/** A card as the statement builds it. */
export type CardRow = {
  kind: 'user' | PageKind;
  id: string;
  name: string;
  urlname: string | null;
  artistForm: ArtistForm | null;
  organizationType: OrganizationType | null;
  avatarKey: string | null;
  city: string | null;
  distanceKm: number | null;
  genres: string[];
  instruments: string[];
  followers: number;
  viewerFollows: boolean;
  gemaVerified: boolean;
  self: boolean;
};
export type DirectoryRow = { card: CardRow; sort_value: string; id: string };

export function presentDirectoryCard(row: CardRow): DirectoryCard {
  const resource =
    row.kind === 'user'
      ? detailPath('/user', row.name, row.id)
      : pageResource({ ...row, kind: row.kind });
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    resource,
    picture: row.avatarKey ? pictureUrls(row.avatarKey) : null,
    city: row.city,
    distanceKm: row.distanceKm,
    genres: row.genres,
    instruments: row.instruments,
    artistForm: row.artistForm,
    organizationType: row.organizationType,
    followers: row.followers,
    gemaVerified: row.gemaVerified,
    viewerFollows: row.viewerFollows,
    self: row.self,
  };
}

/** A page of cards from the statement's `size + 1` rows: the extra row says there is a next. */
export function presentDirectoryPage(rows: DirectoryRow[], size: number): DirectoryPage {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentDirectoryCard(row.card)),
    next:
      rows.length > size && last
        ? encodeDirectoryCursor({ value: last.sort_value, id: last.id })
        : null,
  };
}
