import { AppError, ContactAdDetailSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { createContactAdLifecycle, contactAdLifecycleJob } from './contact-ad-lifecycle.job.ts';
import {
  createContactAdListService,
  type ContactAdMatchesList,
} from './contact-ad-list.service.ts';
import type { ContactAdViewer } from './contact-ad-list.sql.ts';
import { contactAdReportSide } from './contact-ads.moderation.ts';
import { contactAdsSearchProvider } from './contact-ads-search.sql.ts';
import { createContactAdsRepository } from './contact-ads.repository.ts';
import { contactAdsRoutes } from './contact-ads.routes.ts';
import { createContactAdsService, type OnContactAdPublished } from './contact-ads.service.ts';

export type ContactAdsModuleDeps = {
  media: Pick<MediaService, 'ownedImages' | 'ownedAudio'>;
  /**
   * Called inside the transaction that publishes an ad (create, resume, renew; not for a
   * shadowed ad): the matching's notifications and the saved-search alerts.
   */
  onPublished?: OnContactAdPublished | undefined;
  /** Answers `GET /api/contactads?filter=matches` (the matching); 422 on `filter` without. */
  matchesList?: ContactAdMatchesList | undefined;
};

const viewerOfCtx = (ctx: RequestContext): ContactAdViewer | null =>
  ctx.user ? { id: ctx.user.id, shadowBanned: ctx.user.shadowBanned } : null;

/**
 * Musician contact ads (issue 18; docs/decisions.md §63): create, edit, pause, resume,
 * renew, delete, the list with its filters, the detail (`GET|DELETE /api/contactad/:id`),
 * expiry with a reminder mail, the `contactad` report subject, the purge of a writer's ads.
 */
export function createContactAdsModule(platform: Platform, deps: ContactAdsModuleDeps) {
  const now = () => new Date(platform.clock.nowMs());
  const ads = createContactAdsService(platform.db, {
    media: deps.media,
    now,
    onPublished: deps.onPublished,
  });
  const list = createContactAdListService(platform.db, { matchesList: deps.matchesList });
  const lifecycle = createContactAdLifecycle(platform.db, {
    mail: platform.mail,
    appUrl: platform.config.appUrl,
    now,
  });
  const repository = createContactAdsRepository(platform.db);
  const api = {
    ads,
    list,
    lifecycle,
    /** Messaging: an ad as a conversation context (title, the sender rule's facts). */
    messagingContext: ads.messagingContext,
  };
  const module: BacklineModule<typeof api> = {
    name: 'contactads',
    routes: async (app) => {
      await app.register(contactAdsRoutes, { ads, list, visitorAnswers: platform.visitorAnswers });
    },
    entityTypes: {
      contactad: entityType({
        schema: ContactAdDetailSchema,
        get: (ctx, id) => ads.get(viewerOfCtx(ctx), id),
        delete: (ctx, id) => {
          const viewer = viewerOfCtx(ctx);
          if (!viewer) throw new AppError('auth.required');
          return ads.delete(viewer, id);
        },
      }),
    },
    reportSubjects: { contactad: contactAdReportSide(platform.db, ads) },
    searchProviders: [contactAdsSearchProvider],
    jobs: [contactAdLifecycleJob(lifecycle)],
    // A purged account's ads go (page ads it wrote too: they speak in its name).
    purgeSteps: [(tx, userId) => repository.purgeUser(tx, userId)],
    api,
  };
  return module;
}

export type ContactAdsApi = ReturnType<typeof createContactAdsModule>['api'];

// The alert engine tests one new ad against saved filters with the list's own filter SQL.
export {
  contactAdFilterSql,
  contactAdVisibleSql,
  type ContactAdViewer,
} from './contact-ad-list.sql.ts';
export type { ContactAdMatchesList } from './contact-ad-list.service.ts';
export type { OnContactAdPublished } from './contact-ads.service.ts';
// The matching presents the ads it finds as the list's cards, from its own one statement.
export { contactAdCardJson, type ContactAdCardRow } from './contact-ads.repository.ts';
export { presentContactAdSummary, contactAdPath } from './contact-ads.presenter.ts';
