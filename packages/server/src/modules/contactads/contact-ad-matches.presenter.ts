import {
  detailPath,
  matchContactAds,
  matchProfile,
  pageResource,
  roundHalfUp,
  type ContactAdMatch,
  type ContactAdMatchPage,
  type ContactAdPublisher,
  type ContactAdStatus,
  type MatchableAd,
  type PageKind,
  type ProfileCity,
} from '@backline/domain';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';

/** A candidate ad as the statement builds it. */
export type CandidateAdJson = {
  fields: MatchableAd;
  title: string;
  status: ContactAdStatus;
  publishedAt: string;
  expiresAt: string;
  city: ProfileCity | null;
  pictureKey: string | null;
  publisherPage: {
    id: string;
    name: string;
    kind: PageKind;
    urlname: string | null;
    organizationType: string | null;
    avatarKey: string | null;
  } | null;
  publisherUser: { id: string; name: string; avatarKey: string | null } | null;
};

export type CandidateProfileJson = {
  userId: string;
  name: string;
  instruments: string[];
  city: ProfileCity | null;
  avatarKey: string | null;
};

/**
 * One row of the matches statement. On every row (`matchesSql`): `missing`, the viewer's live ads
 * whose matches are not stored yet; `unseen`, whether the read marks are to move; `owner` of one
 * ad; `incomplete`, whether to read again with a larger window. A page without matches is one
 * row whose candidate is null.
 */
export type MatchRow = {
  score: number;
  for_ad_id: string;
  kind: 'ad' | 'profile';
  candidate_id: string;
  is_new: boolean;
  km: number | null;
  mine_fields: MatchableAd;
  candidate: CandidateAdJson | CandidateProfileJson;
  missing: string[];
  unseen: boolean;
  owner: 'mine' | 'other' | null;
  /** The read's window of each ad's first rows was too small (read again with all of them). */
  incomplete: boolean;
};

const picture = (key: string | null | undefined) => (key ? pictureUrls(key) : null);

function publisherOf(candidate: CandidateAdJson): ContactAdPublisher {
  const page = candidate.publisherPage;
  if (page) {
    return {
      kind: 'page',
      id: page.id,
      name: page.name,
      resource: pageResource(page),
      picture: picture(page.avatarKey),
    };
  }
  const user = candidate.publisherUser;
  return {
    kind: 'user',
    id: user?.id ?? candidate.fields.publisherUserId,
    name: user?.name ?? '',
    resource: detailPath('/user', user?.name ?? '', user?.id ?? candidate.fields.publisherUserId),
    picture: picture(user?.avatarKey),
  };
}

/**
 * A match as the API shows it. The score is the statement's; the reasons are the domain's for
 * the same fields and distance (the integration test checks that both scores agree).
 */
export function presentMatch(row: MatchRow): ContactAdMatch {
  const km = row.km === null ? null : Number(row.km);
  const distanceKm = km === null ? null : roundHalfUp(km);
  if (row.kind === 'profile') {
    const profile = row.candidate as CandidateProfileJson;
    const result = matchProfile(row.mine_fields, profile, km);
    return {
      forAdId: row.for_ad_id,
      score: row.score,
      reasons: result?.reasons ?? [],
      isNew: row.is_new,
      ad: null,
      profile: {
        id: profile.userId,
        name: profile.name,
        resource: detailPath('/user', profile.name, profile.userId),
        picture: picture(profile.avatarKey),
        city: profile.city,
        instruments: profile.instruments,
      },
    };
  }
  const candidate = row.candidate as CandidateAdJson;
  const { fields } = candidate;
  const result = matchContactAds(row.mine_fields, fields, km);
  return {
    forAdId: row.for_ad_id,
    score: row.score,
    reasons: result?.reasons ?? [],
    isNew: row.is_new,
    ad: {
      id: fields.id,
      type: 'contactad',
      resource: detailPath('/contactad', candidate.title, fields.id),
      searchType: fields.searchType,
      title: candidate.title,
      publisher: publisherOf(candidate),
      instrumentsOffered: fields.instrumentsOffered as string[],
      instrumentsSearched: fields.instrumentsSearched as string[],
      genres: fields.genres as string[],
      ambition: fields.ambition,
      skill: fields.skill,
      bandType: fields.bandType,
      remote: fields.remote,
      city: candidate.city,
      distanceKm,
      picture: picture(candidate.pictureKey),
      status: candidate.status,
      publishedAt: candidate.publishedAt,
      expiresAt: candidate.expiresAt,
      mine: false,
    },
    profile: null,
  };
}

/**
 * The cursor of the matches: base64url JSON of `[score, forAdId, kind, id, moved]` of the last
 * row; `moved` (1 or 0) says whether the first page of this read moved the read marks, so that
 * the later pages compare `isNew` with what the first one did.
 */
const encodeMatchesCursor = (row: MatchRow, moved: boolean): string =>
  Buffer.from(
    JSON.stringify([row.score, row.for_ad_id, row.kind, row.candidate_id, moved ? 1 : 0]),
  ).toString('base64url');

/**
 * A page of matches from the statement's rows (one more than `size` when there is a next).
 * `moved`: whether this read moved the marks (a first page: when its statement said `unseen`).
 */
export function presentMatchPage(
  statementRows: readonly MatchRow[],
  size: number,
  moved: boolean = statementRows[0]?.unseen ?? false,
): ContactAdMatchPage {
  const rows = statementRows.filter((row) => row.candidate_id !== null);
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return {
    items: items.map(presentMatch),
    next: rows.length > size && last ? encodeMatchesCursor(last, moved) : null,
  };
}
