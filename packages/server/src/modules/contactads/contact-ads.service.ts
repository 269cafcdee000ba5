import {
  AppError,
  contactAdExpiry,
  mayPublishAs,
  nextContactAdStatus,
  withinAdLimit,
  type ContactAdDetail,
  type ContactAdEvent,
  type ContactAdInput,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ContactAdViewer } from './contact-ad-list.sql.ts';
import { createContactAdChecks, ownerOf } from './contact-ad-checks.ts';
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

  const { checkInput, assertPublisher, senderChoices } = createContactAdChecks(ads, deps.media);

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
