import type { ReportSubjectKind } from '@backline/domain';
import type { BacklineModule } from './platform/module.ts';
import type { Platform } from './platform/platform.ts';
import { createAccountLifecycleModule } from './modules/account-lifecycle/account-lifecycle.module.ts';
import { createAccountSettingsModule } from './modules/account-settings/account-settings.module.ts';
import { createAccountsModule } from './modules/accounts/accounts.module.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createBansModule } from './modules/bans/bans.module.ts';
import { createBookingModule } from './modules/booking/booking.module.ts';
import { createBookmarksModule } from './modules/bookmarks/bookmarks.module.ts';
import { createCitiesModule } from './modules/cities/cities.module.ts';
import { createContactAdsModule } from './modules/contactads/contactads.module.ts';
import { createContactAdMatchesModule } from './modules/contactads/contact-ad-matches.module.ts';
import { createContactsModule } from './modules/contacts/contacts.module.ts';
import { createDashboardModule } from './modules/dashboard/dashboard.module.ts';
import { createDirectoryModule } from './modules/directory/directory.module.ts';
import { createForumModule } from './modules/forum/forum.module.ts';
import { createVenuesModule } from './modules/venues/venues.module.ts';
import { createGemaModule } from './modules/gema/gema.module.ts';
import { createHighlightsModule } from './modules/highlights/highlights.module.ts';
import { createModerationModule } from './modules/moderation/moderation.module.ts';
import { createMessagingModule } from './modules/messaging/messaging.module.ts';
import { createMediaModule } from './modules/media/media.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOidcModule } from './modules/oidc/oidc.module.ts';
import { createPagesModule } from './modules/pages/pages.module.ts';
import { createProfilesModule } from './modules/profiles/profiles.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import { createQrLoginModule } from './modules/qr-login/qr-login.module.ts';
import { createTwoFactorModule } from './modules/two-factor/two-factor.module.ts';

/**
 * Builds every module in dependency order: each gets the platform and the `api` of the modules
 * it needs, nothing else. Answers the modules (for the root to register) and their apis by name
 * (for operators and tests: `app.modules`). A new module is added here and nowhere else.
 */
export function composeModules(platform: Platform) {
  const media = createMediaModule(platform);
  const notifications = createNotificationsModule(platform);
  const twoFactor = createTwoFactorModule(platform);
  const bans = createBansModule(platform);
  const pages = createPagesModule(platform, {
    media: media.api,
    notifications: notifications.api,
  });
  const contacts = createContactsModule(platform, {
    media: media.api,
    notifications: notifications.api,
    bans: bans.api,
  });
  const bookmarks = createBookmarksModule(platform, { notifications: notifications.api });
  const { booking, contactAdMatches, contactAds } = composeAlertingLists(platform, {
    media: media.api,
    notifications: notifications.api,
    alerts: bookmarks.api.alerts,
  });
  const messaging = createMessagingModule(platform, {
    media: media.api,
    notifications: notifications.api,
    contacts: contacts.api,
    bans: bans.api,
    contactAds: contactAds.api,
  });
  const profiles = createProfilesModule(platform, {
    media: media.api,
    contacts: contacts.api,
  });
  const accounts = createAccountsModule(platform, {
    twoFactor: twoFactor.api,
    pages: pages.api,
    profiles: profiles.api,
    notifications: notifications.api,
  });
  const accountSettings = createAccountSettingsModule(platform, { accounts: accounts.api });
  const oidc = createOidcModule(platform, { accounts: accounts.api });
  const accountLifecycle = createAccountLifecycleModule(platform, { accounts: accounts.api });
  const admin = createAdminModule(platform, {
    accounts: accounts.api,
    lifecycle: accountLifecycle.api,
  });
  const qrLogin = createQrLoginModule(platform, { accounts: accounts.api });
  const cities = createCitiesModule(platform);
  const gema = createGemaModule(platform);
  const reports = createReportsModule(platform);
  const moderation = createModerationModule(platform, {
    reports: reports.api,
    bans: bans.api,
    notifications: notifications.api,
  });
  const forum = createForumModule(platform, {
    notifications: notifications.api,
    bans: bans.api,
  });
  const directory = createDirectoryModule(platform);
  const venues = createVenuesModule(platform, { notifications: notifications.api });
  const highlights = createHighlightsModule(platform, {
    pages: pages.api,
    booking: booking.api,
  });
  const search = createSearchModule(platform);
  const dashboard = createDashboardModule({
    messaging: messaging.api,
    contacts: contacts.api,
    booking: booking.api,
  });

  const api = {
    media: media.api,
    notifications: notifications.api,
    twoFactor: twoFactor.api,
    bans: bans.api,
    pages: pages.api,
    profiles: profiles.api,
    accounts: accounts.api,
    oidc: oidc.api,
    accountLifecycle: accountLifecycle.api,
    admin: admin.api,
    accountSettings: accountSettings.api,
    qrLogin: qrLogin.api,
    cities: cities.api,
    bookmarks: bookmarks.api,
    gema: gema.api,
    booking: booking.api,
    contacts: contacts.api,
    messaging: messaging.api,
    reports: reports.api,
    moderation: moderation.api,
    forum: forum.api,
    venues: venues.api,
    contactAds: contactAds.api,
    dashboard: dashboard.api,
    directory: directory.api,
    highlights: highlights.api,
    search: search.api,
    contactAdMatches: contactAdMatches.api,
  };
  // Route registration order (the order of the API docs): accounts first, booking last.
  const all: BacklineModule<unknown>[] = [
    accounts,
    profiles,
    cities,
    oidc,
    accountLifecycle,
    admin,
    accountSettings,
    twoFactor,
    qrLogin,
    bookmarks,
    gema,
    media,
    pages,
    booking,
    contacts,
    messaging,
    forum,
    venues,
    contactAds,
    reports,
    moderation,
    notifications,
    dashboard,
    directory,
    highlights,
    search,
    contactAdMatches,
  ];
  registerContributions(all, reports.api, search.api, bookmarks.api.alerts);
  // The purge removes what every module keeps of an account, in one transaction per account.
  registerPurgeSteps(accountLifecycle.api, [
    accounts,
    twoFactor,
    oidc,
    qrLogin,
    media,
    profiles,
    pages,
    bookmarks,
    contacts,
    messaging,
    forum,
    contactAds,
    reports,
    moderation,
    notifications,
    gema,
  ]);
  return { all, api };
}

function registerPurgeSteps(
  lifecycle: Pick<ReturnType<typeof createAccountLifecycleModule>['api'], 'registerPurgeStep'>,
  purging: readonly BacklineModule<unknown>[],
): void {
  for (const module of purging) {
    for (const step of module.purgeSteps ?? []) lifecycle.registerPurgeStep(step);
  }
}

export type ModuleApis = ReturnType<typeof composeModules>['api'];

/**
 * The lists whose new items fire saved-search alerts (issue 18 item 5): the gig list and the
 * contact ads. The contact ads' matching is built first, since publishing an ad also queues its
 * new-match notices, and the list's `filter=matches` answers from it.
 */
function composeAlertingLists(
  platform: Platform,
  deps: {
    media: ReturnType<typeof createMediaModule>['api'];
    notifications: ReturnType<typeof createNotificationsModule>['api'];
    alerts: Pick<ReturnType<typeof createBookmarksModule>['api']['alerts'], 'itemPublished'>;
  },
) {
  const booking = createBookingModule(platform, {
    media: deps.media,
    notifications: deps.notifications,
    onPublished: (tx, offerId) => deps.alerts.itemPublished(tx, '/gigs', offerId),
  });
  const contactAdMatches = createContactAdMatchesModule(platform, {
    notifications: deps.notifications,
  });
  const contactAds = createContactAdsModule(platform, {
    media: deps.media,
    onPublished: async (tx, adId) => {
      await contactAdMatches.api.contactAdPublished(tx, adId);
      await deps.alerts.itemPublished(tx, '/musikersuche', adId);
    },
    matchesList: contactAdMatches.api.matchedAds,
  });
  return { booking, contactAdMatches, contactAds };
}

/**
 * What modules give to others: the kinds of subject members can report, the search providers,
 * the alert sources.
 */
function registerContributions(
  all: readonly BacklineModule<unknown>[],
  reports: Pick<
    ReturnType<typeof createReportsModule>['api'],
    'registerSubjectKind' | 'assertComplete'
  >,
  search: Pick<ReturnType<typeof createSearchModule>['api'], 'registerProvider'>,
  alerts: Pick<ReturnType<typeof createBookmarksModule>['api']['alerts'], 'registerSource'>,
): void {
  // Each module registers the kinds of subject of its own that members can report.
  for (const module of all) {
    for (const [kind, type] of Object.entries(module.reportSubjects ?? {})) {
      if (type) reports.registerSubjectKind(kind as ReportSubjectKind, type);
    }
  }
  reports.assertComplete();
  // Each module registers the search provider of its own kind (issue 17 item 2).
  for (const module of all) {
    for (const provider of module.searchProviders ?? []) search.registerProvider(provider);
  }
  // Each list with saved-search alerts registers its source (issue 18 item 5).
  for (const module of all) {
    for (const source of module.alertSources ?? []) alerts.registerSource(source);
  }
}
