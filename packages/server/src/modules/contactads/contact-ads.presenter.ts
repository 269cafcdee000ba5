import {
  detailPath,
  pageResource,
  type AudioTrack,
  type ContactAdDetail,
  type ContactAdPage,
  type ContactAdPublisher,
  type ContactAdSummary,
  type Image,
  type Picture,
} from '@backline/domain';
import { encodeKeysetCursor } from '../../platform/keyset-cursor.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type {
  ContactAdCardRow,
  ContactAdDetailRow,
  PublisherRow,
} from './contact-ads.repository.ts';

/**
 * A page of the list from its statement's rows (`contactAdPageSql`, one row more than `size`
 * when there is a next page): the cards and the keyset cursor of the next page.
 */
export function presentContactAdPage(
  rows: readonly { item: ContactAdCardRow; sort_key: string }[],
  size: number,
): ContactAdPage {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentContactAdSummary(row.item)),
    next:
      rows.length > size && last
        ? encodeKeysetCursor(new Date(Number(last.sort_key)), last.item.id)
        : null,
  };
}

/** `/contactad/{slug}-{id}`: the ad's page (spec section 2). */
export const contactAdPath = (ad: { id: string; title: string }): string =>
  detailPath('/contactad', ad.title, ad.id);

const pictureOf = (key: string | null): Picture | null => (key ? pictureUrls(key) : null);

export function presentPublisher(row: PublisherRow): ContactAdPublisher {
  if (row.kind === 'user') {
    return {
      kind: 'user',
      id: row.id,
      name: row.name,
      resource: detailPath('/user', row.name, row.id),
      picture: pictureOf(row.avatarKey),
    };
  }
  return {
    kind: 'page',
    id: row.id,
    name: row.name,
    resource: pageResource({
      id: row.id,
      kind: row.pageKind,
      name: row.name,
      urlname: row.urlname,
      organizationType: row.organizationType,
    }),
    picture: pictureOf(row.avatarKey),
  };
}

/** A card of the list, with an explicit field list (nothing else leaves the server). */
export function presentContactAdSummary(row: ContactAdCardRow): ContactAdSummary {
  return {
    id: row.id,
    type: 'contactad',
    resource: contactAdPath(row),
    searchType: row.searchType,
    title: row.title,
    publisher: presentPublisher(row.publisher),
    instrumentsOffered: row.instrumentsOffered,
    instrumentsSearched: row.instrumentsSearched,
    genres: row.genres,
    ambition: row.ambition,
    skill: row.skill,
    bandType: row.bandType,
    remote: row.remote,
    city: row.city,
    distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    picture: pictureOf(row.pictureKey),
    status: row.status,
    publishedAt: row.publishedAt,
    expiresAt: row.expiresAt,
    mine: row.mine,
  };
}

export function presentContactAdDetail(
  row: ContactAdDetailRow,
  extra: {
    pictures: Image[];
    audio: AudioTrack[];
    senderChoices: ContactAdDetail['senderChoices'];
  },
): ContactAdDetail {
  return {
    ...presentContactAdSummary(row),
    text: row.text,
    rehearsalSpace: row.rehearsalSpace,
    mobile: row.mobile,
    songsAvailable: row.songsAvailable,
    pictures: extra.pictures,
    audio: extra.audio,
    updatedAt: row.updatedAt,
    canManage: row.mine,
    senderChoices: extra.senderChoices,
  };
}
