import {
  AppError,
  cityRequired,
  mayPublishAs,
  senderPageKinds,
  type ContactAdInput,
  type PageKind,
} from '@backline/domain';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ContactAdViewer } from './contact-ad-list.sql.ts';
import type { ContactAdDetailRow, ContactAdsRepository } from './contact-ads.repository.ts';

/** The media owner of an ad: its page, or its writer when published as themself. */
export const ownerOf = (ad: { publisherUserId: string; publisherPageId: string | null }) =>
  ad.publisherPageId
    ? { kind: 'page' as const, id: ad.publisherPageId }
    : { kind: 'user' as const, id: ad.publisherUserId };

/**
 * The checks of an ad's input (the publisher, the place, the media) and the sender choice of
 * its detail, for the contact-ads service.
 */
export function createContactAdChecks(
  ads: ContactAdsRepository,
  media: Pick<MediaService, 'ownedImages' | 'ownedAudio'>,
) {
  /** The place and the media of an input, for the ad's publisher. */
  async function checkInput(
    input: ContactAdInput,
    publisher: { publisherUserId: string; publisherPageId: string | null },
  ) {
    if (cityRequired(input.remote) && input.cityId === null) {
      throw new AppError('contactads.city_required', { field: 'cityId' });
    }
    if (input.cityId !== null && !(await ads.cityExists(input.cityId))) {
      throw new AppError('validation.invalid', { field: 'cityId' });
    }
    const owner = ownerOf(publisher);
    const pictureIds = [...new Set(input.pictureIds)];
    const audioIds = [...new Set(input.audioIds)];
    const [pictures, audio] = await Promise.all([
      media.ownedImages(owner, pictureIds),
      media.ownedAudio(owner, audioIds),
    ]);
    if (pictures.length !== pictureIds.length) {
      throw new AppError('contactads.media_not_found', { field: 'pictureIds' });
    }
    if (audio.length !== audioIds.length) {
      throw new AppError('contactads.media_not_found', { field: 'audioIds' });
    }
  }

  /** Whether the viewer may publish this search type as the page (or as themself). */
  async function assertPublisher(
    viewerId: string,
    pageId: string | null,
    type: ContactAdInput['searchType'],
  ) {
    if (!pageId) {
      if (!mayPublishAs(type, { kind: 'user' })) {
        throw new AppError('contactads.publisher_not_allowed', { field: 'searchType' });
      }
      return;
    }
    const page = await ads.pageForPublisher(pageId, viewerId);
    if (!page || !mayPublishAs(type, { kind: 'page', pageKind: page.kind, role: page.role })) {
      throw new AppError('contactads.publisher_not_allowed', { field: 'pageId' });
    }
  }

  /** The viewer's pages the spec's sender rule lets them write to this ad's publisher as. */
  async function senderChoices(viewer: ContactAdViewer | null, row: ContactAdDetailRow) {
    if (!viewer || row.mine) return [];
    const kinds = senderPageKinds({
      kind: 'contactad',
      publisherIsUser: row.publisherPageId === null,
      searchType: row.searchType,
    });
    if (kinds.length === 0) return [];
    return (await ads.managedPages(viewer.id))
      .filter((page) => kinds.includes(page.kind as PageKind) && page.id !== row.publisherPageId)
      .map((page) => ({
        id: page.id,
        name: page.name,
        picture: page.avatarKey ? pictureUrls(page.avatarKey) : null,
      }));
  }

  return { checkInput, assertPublisher, senderChoices };
}
