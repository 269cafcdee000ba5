import {
  AppError,
  cityRequired,
  contactAdExpiry,
  mayPublishAs,
  nextContactAdStatus,
  senderPageKinds,
  withinAdLimit,
  type ContactAdDetail,
  type ContactAdEvent,
  type ContactAdInput,
  type PageKind,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ContactAdViewer } from './contact-ad-list.sql.ts';
import { presentContactAdDetail } from './contact-ads.presenter.ts';
import {
  createContactAdsRepository,
  type ContactAdDetailRow,
  type ContactAdValues,
} from './contact-ads.repository.ts';

/** Called inside the transaction that publishes an ad (create, renew, resume): matches, alerts. */
export type OnContactAdPublished = (tx: Transaction, adId: string) => Promise<void>;

export type ContactAdsDeps = {
  media: Pick<MediaService, 'ownedImages' | 'ownedAudio'>;
  now: () => Date;
  onPublished?: OnContactAdPublished | undefined;
};

const notFound = () => new AppError('contactads.not_found');

const valuesOf = (input: ContactAdInput): ContactAdValues => ({
  searchType: input.searchType,
  title: input.title,
  text: input.text,
  instrumentsOffered: [...new Set(input.instrumentsOffered)],
  instrumentsSearched: [...new Set(input.instrumentsSearched)],
  genres: [...new Set(input.genres)],
  ambition: input.ambition,
  skill: input.skill,
  bandType: input.bandType,
  rehearsalSpace: input.rehearsalSpace,
  mobile: input.mobile,
  songsAvailable: input.songsAvailable,
  remote: input.remote,
  cityId: input.cityId,
  pictureIds: [...new Set(input.pictureIds)],
  audioIds: [...new Set(input.audioIds)],
});

const ownerOf = (ad: { publisherUserId: string; publisherPageId: string | null }) =>
  ad.publisherPageId
    ? { kind: 'page' as const, id: ad.publisherPageId }
    : { kind: 'user' as const, id: ad.publisherUserId };

/**
 * Contact ads (issue 18): a user publishes as themself or as an artist page they speak for, at
 * most three per profile; its writer and the page's owner and admins manage it (edit, pause,
 * resume, renew, delete). A shadow-banned writer's ad is stored shadowed (only they see it).
 */
export function createContactAdsService(db: Database, deps: ContactAdsDeps) {
  const ads = createContactAdsRepository(db);

  /** The ad as the viewer may see it; null when it does not exist for them. */
  async function visibleRow(viewer: ContactAdViewer | null, id: string) {
    const row = await ads.detail(id, viewer);
    return row && (row.visible || row.mine) ? row : null;
  }

  async function managedRow(viewer: ContactAdViewer, id: string): Promise<ContactAdDetailRow> {
    const row = await visibleRow(viewer, id);
    if (!row) throw notFound();
    if (!row.mine) throw new AppError('auth.forbidden');
    return row;
  }

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
      deps.media.ownedImages(owner, pictureIds),
      deps.media.ownedAudio(owner, audioIds),
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

  async function present(viewer: ContactAdViewer | null, row: ContactAdDetailRow) {
    const owner = ownerOf(row);
    const [pictures, audio, choices] = await Promise.all([
      deps.media.ownedImages(owner, row.pictureIds),
      deps.media.ownedAudio(owner, row.audioIds),
      senderChoices(viewer, row),
    ]);
    return presentContactAdDetail(row, { pictures, audio, senderChoices: choices });
  }

  async function get(viewer: ContactAdViewer | null, id: string): Promise<ContactAdDetail | null> {
    const row = await visibleRow(viewer, id);
    return row ? present(viewer, row) : null;
  }

  async function mustGet(viewer: ContactAdViewer, id: string): Promise<ContactAdDetail> {
    const ad = await get(viewer, id);
    if (!ad) throw notFound();
    return ad;
  }

  /** Pause, resume or renew: the machine decides, a compare-and-set writes. */
  async function transition(viewer: ContactAdViewer, id: string, event: ContactAdEvent) {
    const row = await managedRow(viewer, id);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const current = await ads.locked(tx, id);
      if (!current) throw notFound();
      const next = nextContactAdStatus(current, event, now);
      if (!next.ok) throw new AppError(next.code);
      const renewal = next.renewed ? { publishedAt: now, expiresAt: contactAdExpiry(now) } : null;
      const changed = await ads.setStatus(tx, id, current.status, next.status, renewal, now);
      if (!changed) throw new AppError('contactads.not_active');
      if (next.status === 'active' && !current.shadowed) await deps.onPublished?.(tx, id);
    });
    return mustGet(viewer, row.id);
  }

  return {
    /** `GET /api/contactad/:id`: null when it does not exist for the viewer. */
    get,

    /** `POST /api/contactads`. */
    async create(viewer: ContactAdViewer, input: ContactAdInput): Promise<ContactAdDetail> {
      const pageId = input.pageId ?? null;
      await assertPublisher(viewer.id, pageId, input.searchType);
      const publisher = { publisherUserId: viewer.id, publisherPageId: pageId };
      await checkInput(input, publisher);
      const now = deps.now();
      const id = await db.transaction(async (tx) => {
        const existing = await ads.lockAndCount(tx, viewer.id, pageId);
        if (!withinAdLimit(existing)) throw new AppError('contactads.limit_reached');
        const inserted = await ads.insert(tx, {
          ...valuesOf(input),
          ...publisher,
          shadowed: viewer.shadowBanned,
          publishedAt: now,
          expiresAt: contactAdExpiry(now),
        });
        if (!viewer.shadowBanned) await deps.onPublished?.(tx, inserted);
        return inserted;
      });
      return mustGet(viewer, id);
    },

    /** `PUT /api/contactads/:id`: the publisher stays; its managers change the rest. */
    async edit(
      viewer: ContactAdViewer,
      id: string,
      input: ContactAdInput,
    ): Promise<ContactAdDetail> {
      const row = await managedRow(viewer, id);
      if (input.pageId !== undefined && (input.pageId ?? null) !== row.publisherPageId) {
        throw new AppError('validation.invalid', { field: 'pageId' });
      }
      // The publisher stays: the new search type must suit its kind (an artist page, or a user).
      const publisherKind = row.publisherPageId
        ? ({ kind: 'page', pageKind: 'artist', role: 'owner' } as const)
        : ({ kind: 'user' } as const);
      if (!mayPublishAs(input.searchType, publisherKind)) {
        throw new AppError('contactads.publisher_not_allowed', { field: 'searchType' });
      }
      await checkInput(input, row);
      await db.transaction((tx) => ads.update(tx, id, valuesOf(input), deps.now()));
      return mustGet(viewer, id);
    },

    pause: (viewer: ContactAdViewer, id: string) => transition(viewer, id, 'pause'),
    resume: (viewer: ContactAdViewer, id: string) => transition(viewer, id, 'resume'),
    renew: (viewer: ContactAdViewer, id: string) => transition(viewer, id, 'renew'),

    /** `DELETE /api/contactad/:id`: its managers delete it for good. */
    async delete(viewer: ContactAdViewer, id: string): Promise<boolean> {
      const row = await visibleRow(viewer, id);
      if (!row) return false;
      if (!row.mine) throw new AppError('auth.forbidden');
      return ads.delete(id);
    },

    /** A report of the ad (members report what they see): whether it is theirs, its writer. */
    async reportable(viewer: ContactAdViewer, id: string) {
      const row = await visibleRow(viewer, id);
      return row ? { own: row.mine, writerUserId: row.publisherUserId } : null;
    },

    /**
     * What messaging needs of an ad used as a conversation context: its title and path, and
     * whether its publisher is a user (the sender rule); null when there is no such ad.
     */
    async messagingContext(id: string) {
      const row = await ads.detail(id, null);
      if (!row) return null;
      return {
        title: row.title,
        publisherIsUser: row.publisherPageId === null,
        searchType: row.searchType,
      };
    },
  };
}

export type ContactAdsService = ReturnType<typeof createContactAdsService>;
