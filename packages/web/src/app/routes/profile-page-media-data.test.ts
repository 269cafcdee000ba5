import { describe, expect, it } from 'vitest';
import { PROFILE } from '../../features/profiles/components/profile-fixtures.ts';
import { makePage } from '../../features/pages/components/page-fixtures.ts';
import { track, video } from '../../features/media/components/media-fixtures.ts';
import { ownProfileQuery } from '../../features/profiles/api/profile-api.ts';
import { invitePreviewQuery, pageQuery } from '../../features/pages/api/pages-api.ts';
import { mediaItemQuery } from '../../features/media/api/media-api.ts';
import { mockApi } from '../../test/api.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { prefetch as userEdit } from './user-edit-data.ts';
import { prefetch as pageEdit } from './page-edit-data.ts';
import { prefetch as pageJoin } from './page-join-data.ts';
import { prefetch as mediaDetail } from './media-detail-data.ts';

const at = (path: string) => new URL(path, 'http://localhost');
const TOKEN = 'A'.repeat(43);

describe('the prefetch of the profile, page and media screens', () => {
  it('loads the own profile for the profile tab only, into the query the screen reads', async () => {
    const api = mockApi({ 'GET /user/profile': PROFILE });
    const queryClient = createTestQueryClient();
    await userEdit({ params: {}, url: at('/user/edit?tab=account'), queryClient });
    expect(api.calls()).toEqual([]);
    await userEdit({ params: {}, url: at('/user/edit'), queryClient });
    expect(queryClient.getQueryData(ownProfileQuery.queryKey)).toEqual(PROFILE);
  });

  it('loads the page named in the address of the page editor, and nothing for a bad id', async () => {
    const page = makePage();
    const api = mockApi({ 'GET /page/:id': page });
    const queryClient = createTestQueryClient();
    await pageEdit({ params: {}, url: at('/page/edit?id=x'), queryClient });
    expect(api.calls()).toEqual([]);
    await pageEdit({ params: {}, url: at('/page/edit?id=page123456'), queryClient });
    expect(queryClient.getQueryData(pageQuery('page123456').queryKey)).toEqual(page);
  });

  it('loads what an invite link offers', async () => {
    const preview = {
      page: {
        id: 'page123456',
        type: 'organization',
        kind: 'artist',
        name: 'Die Band',
        resource: '/die-band',
        urlname: 'die-band',
        status: 'active',
        picture: null,
      },
      role: 'team',
      expiresAt: '2026-11-30T10:00:00.000Z',
    };
    mockApi({ [`GET /pages/invites/${TOKEN}`]: preview });
    const queryClient = createTestQueryClient();
    await pageJoin({ params: { token: TOKEN }, url: at(`/page/invite/${TOKEN}`), queryClient });
    expect(queryClient.getQueryData(invitePreviewQuery(TOKEN).queryKey)).toEqual(preview);
  });

  it('loads a video for /video/… and an audio item for /mp3-track/…', async () => {
    const clip = video('vid0000001', 'Live im Club');
    const song = track('aud0000001', 'Erster Song');
    const api = mockApi({ 'GET /video/:id': clip, 'GET /audio/:id': song });
    const queryClient = createTestQueryClient();
    await mediaDetail({
      params: { id: 'vid0000001' },
      url: at('/video/vid0000001/live'),
      queryClient,
    });
    expect(queryClient.getQueryData(mediaItemQuery('video', 'vid0000001').queryKey)).toEqual(clip);
    await mediaDetail({
      params: { id: 'aud0000001' },
      url: at('/mp3-track/aud0000001'),
      queryClient,
    });
    expect(api.calls().map((call) => call.path)).toEqual([
      '/video/vid0000001',
      '/audio/aud0000001',
    ]);
  });
});
