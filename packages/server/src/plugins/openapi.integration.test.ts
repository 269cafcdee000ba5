import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@backline/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;

/**
 * The component names of the document before the registrations moved from the domain to the server
 * (openapi-schemas.ts): every named schema as output and, with the suffix `Input`, as input.
 */
const COMPONENT_IDS = [
  'AccountDeactivated',
  'AccountDeletionRequested',
  'AccountPasswordConfirmation',
  'ActivateInput',
  'AddPageMemberInput',
  'AdminLoginKey',
  'AdminUserDetail',
  'AdminUserSearchResult',
  'AdminUserSummary',
  'Album',
  'ApiError',
  'AudioTrack',
  'BookingApplicant',
  'BookingApplication',
  'BookingDateOverview',
  'BookingOffer',
  'BookingOfferSummary',
  'BookingRating',
  'Bookmark',
  'BookmarkDeleted',
  'BookmarkList',
  'ChangeConfirmInput',
  'ChangeRequested',
  'City',
  'CitySearchResponse',
  'CompleteGemaVerificationInput',
  'ContactChanged',
  'Counters',
  'CreateBookmarkInput',
  'CreatePageInput',
  'CreatePageInviteInput',
  'CreatedPageInvite',
  'Deleted',
  'DeviceInfo',
  'Document',
  'EmailChangeInput',
  'Entity',
  'FollowState',
  'FollowedPages',
  'GemaBadgeInput',
  'GemaCompletion',
  'GemaStatus',
  'GemaVerificationStarted',
  'Health',
  'Image',
  'JoinRequestState',
  'LifecycleLinkInput',
  'LoggedOut',
  'Me',
  'MeResponse',
  'MediaList',
  'MyPages',
  'MyTeamInvitations',
  'Notification',
  'NotificationPage',
  'NotificationsChanged',
  'OwnershipRequestInput',
  'OwnershipRequestState',
  'OwnershipRequests',
  'Page',
  'PageBlocks',
  'PageCommandDone',
  'PageInvitePreview',
  'PageInvites',
  'PageJoined',
  'PagePendingTeam',
  'PageSummary',
  'PageTeam',
  'PageTeamInvitation',
  'PasswordChangeInput',
  'PasswordChanged',
  'PasswordResetInput',
  'PasswordResetRequested',
  'PendingChange',
  'PendingRequests',
  'PhoneChangeInput',
  'PhoneDeleteInput',
  'Ping',
  'Preferences',
  'Profile',
  'PublicConfig',
  'PublicProfile',
  'QrApproved',
  'QrChallengeCreated',
  'QrChallengeDetails',
  'QrRejected',
  'QrWaitResult',
  'ReactivationMailInput',
  'ReactivationMailResponse',
  'RecoveryCodes',
  'RegisterInput',
  'RegisterResponse',
  'RenameBookmarkInput',
  'ResendActivationInput',
  'ResendActivationResponse',
  'ResolvedShortUrl',
  'SessionList',
  'SessionSummary',
  'SessionsEnded',
  'SetPageRoleInput',
  'SettingsSaved',
  'SettingsUpdate',
  'StartGemaVerificationInput',
  'Token',
  'TransferOwnershipInput',
  'TwoFactorDisabled',
  'TwoFactorSetup',
  'TwoFactorStatus',
  'UpdatePageInput',
  'UpdateProfileInput',
  'UrlnameAvailability',
  'VenueSearchResponse',
  'Video',
];

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t?.dispose());

describe('/api/docs', () => {
  it('names the same components as before, each as output and input', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const names = Object.keys(
      response.json<{ components: { schemas: object } }>().components.schemas,
    );
    expect(names.sort()).toEqual(COMPONENT_IDS.flatMap((id) => [id, `${id}Input`]).sort());
  });

  it('documents the list of invalid fields in the error component', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const apiError = response.json().components.schemas.ApiError;
    expect(Object.keys(apiError.properties)).toEqual([
      'code',
      'message',
      'field',
      'params',
      'errors',
    ]);
    expect(apiError.required).toEqual(['code', 'message']);
  });

  it('serves an OpenAPI 3.1 document listing the API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config',
        '/api/token',
        '/api/user/me',
        '/api/user/logout',
        '/api/user/ping',
        '/api/{type}/{id}',
        '/api/resource/counter',
      ]),
    );
    expect(Object.keys(document.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(document.paths['/api/{type}/{id}']).toHaveProperty('delete');
    expect(document.components.schemas).toHaveProperty('ApiError');
    expect(document.components.schemas).toHaveProperty('Me');
  });

  it('documents that sign-in takes form fields as well as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const content = response.json().paths['/api/token'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'application/json']),
    );
  });

  it('serves the Swagger UI page with external scripts only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('/api/docs switched off (API_DOCS=false)', () => {
  it('answers 404 in the error schema, and the API works as before', async () => {
    const quiet = await buildTestApp({ env: { API_DOCS: 'false' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await quiet.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(ApiErrorSchema.parse(response.json()), url).toMatchObject({
          code: 'request.not_found',
        });
      }
      const health = await quiet.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await quiet.dispose();
    }
  });
});
