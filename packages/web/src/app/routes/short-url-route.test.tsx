import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePage } from '../../features/pages/components/page-fixtures.ts';
import { clearToken, setToken } from '../../lib/session-storage.ts';
import { apiError, mockApi } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as ShortUrlRoute } from './short-url-route.tsx';

const render = (path: string) =>
  renderWithProviders(null, {
    route: path,
    routes: [
      { path: '/:shortUrl', element: <ShortUrlRoute /> },
      { path: '/user/:slugId', element: <h1>Profil</h1> },
    ],
  });

afterEach(() => clearToken());

describe('the short URL route', () => {
  it('resolves a page address for a visitor and shows the page, read-only', async () => {
    const api = mockApi({
      'GET /resolve/die-band': () => ({
        type: 'organization',
        id: 'page123456',
        kind: 'artist',
        resource: '/die-band',
      }),
      'GET /organization/page123456': () => makePage(),
    });
    render('/die-band');
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Band' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Folgen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nachricht schreiben' })).not.toBeInTheDocument();
    expect(api.calls().every((call) => !call.headers.has('authorization'))).toBe(true);
  });

  it('shows a signed-in user the page with its actions', async () => {
    setToken('token');
    mockApi({
      'GET /user/me': { user: createMe(), clientVersion: '1' },
      'GET /resolve/kellerclub': () => ({
        type: 'location',
        id: 'club123456',
        kind: 'location',
        resource: '/location/kellerclub-club123456',
      }),
      'GET /location/club123456': () =>
        makePage({ id: 'club123456', kind: 'location', type: 'location', name: 'Kellerclub' }),
      // The page's media and booking ratings, parts it loads on its own.
      'GET /media': () => ({
        owner: { kind: 'page', id: 'club123456' },
        canManage: false,
        albums: [],
        audio: [],
        videos: [],
        documents: [],
      }),
      'GET /booking/ratings/received': () => ({ items: [] }),
      // A live location: its factsheet, venue ratings and fair-pay figures, on every address.
      'GET /location/club123456/facts': () => ({
        pageId: 'club123456',
        pageName: 'Kellerclub',
        capacity: 120,
        stage: null,
        pa: null,
        foh: null,
        backline: 'none',
        backlineDetails: null,
        rental: 'no',
        newcomerFriendly: true,
        loadIn: null,
        parking: null,
        sleeping: 'none',
        catering: null,
        bookingContact: null,
        updatedAt: null,
        canEdit: false,
      }),
      'GET /location/club123456/ratings': () => ({ summary: null, items: [], nextCursor: null }),
      'GET /pages/club123456/fair-pay': () => ({ shown: false, minimumBookings: 5 }),
    });
    render('/kellerclub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kellerclub' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Factsheet' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Faire Bezahlung' })).toBeVisible();
    // The actions wait for the session, which may answer after the page.
    expect(await screen.findByRole('button', { name: 'Folgen' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Beitritt anfragen' })).toBeVisible();
    // Someone who does not speak for the page may write to it, about it.
    expect(await screen.findByRole('link', { name: 'Nachricht schreiben' })).toHaveAttribute(
      'href',
      '/directmessaging?to=page%3Aclub123456&context=page%3Aclub123456',
    );
    expect(await screen.findByText('Noch keine Medien')).toBeVisible();
    expect(await screen.findByText('Noch keine Bewertungen.')).toBeVisible();
  });

  it('sends a user id on to the profile', async () => {
    mockApi({
      'GET /resolve/u1a2b3c4d5': () => ({
        type: 'user',
        id: 'u1a2b3c4d5',
        kind: null,
        resource: '/user/mia-u1a2b3c4d5',
      }),
    });
    const { router } = render('/u1a2b3c4d5');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/user/mia-u1a2b3c4d5');
  });

  it('shows the not-found screen for an address nobody has', async () => {
    mockApi({ 'GET /resolve/gibtsnicht': () => apiError(404, 'request.entity_not_found') });
    render('/gibtsnicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
  });
});
