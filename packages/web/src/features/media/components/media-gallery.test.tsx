import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { album, emptyMedia, mediaRoutes, track, video } from './media-fixtures.ts';
import { MediaDetailScreen } from './media-detail-screen.tsx';
import { MediaGallery } from './media-gallery.tsx';

const OWNER = { kind: 'user', id: 'usr0000001' } as const;

describe('MediaGallery', () => {
  it('loads nothing from YouTube until the poster is pressed, then plays the privacy-enhanced player', async () => {
    mockApi(mediaRoutes({ ...emptyMedia(), videos: [video('vid0000001', 'Live im Club')] }).routes);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MediaGallery owner={OWNER} />);
    const play = await screen.findByRole('button', { name: 'Video abspielen: Live im Club' });
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(play);
    const frame = screen.getByTitle('Live im Club');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(screen.getByRole('link', { name: 'Live im Club' })).toHaveAttribute(
      'href',
      '/video/vid0000001',
    );
  });

  it('opens a photo in the zoomable viewer and plays audio only on demand', async () => {
    mockApi(
      mediaRoutes({
        ...emptyMedia(),
        albums: [album('alb0000001', 'Proberaum', 2), album('alb0000002', 'Leer')],
        audio: [track('aud0000001', 'Erster Song')],
      }).routes,
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MediaGallery owner={OWNER} />);
    await screen.findByRole('heading', { name: 'Fotoalben' });
    // Empty albums are left out of the gallery.
    expect(screen.queryByRole('heading', { name: 'Leer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Foto vergrößern: Auf der Bühne' }));
    const viewer = await screen.findByRole('dialog');
    const image = within(viewer).getByRole('img', { name: 'Auf der Bühne' });
    expect(image).toHaveAttribute('src', '/media/img/alb0000001-0/full.webp');
    // The viewer fills the screen: the browser picks by the screen's width, up to the photo's
    // own 1200 px.
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image.getAttribute('srcset')).toBe(
      [
        '/media/img/alb0000001-0/thumb.webp 100w',
        '/media/img/alb0000001-0/normal.webp 300w',
        '/media/img/alb0000001-0/large.webp 600w',
        '/media/img/alb0000001-0/full.webp 1200w',
      ].join(', '),
    );
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('button', { name: 'Foto vergrößern: Foto 2 aus „Proberaum“' }),
    ).toBeVisible();
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('src', '/media/audio/aud0000001.mp3');
    expect(audio).toHaveAttribute('controls');
  });

  it('says so when there is nothing to show', async () => {
    mockApi(mediaRoutes(emptyMedia()).routes);
    renderWithProviders(<MediaGallery owner={OWNER} />);
    expect(await screen.findByText('Noch keine Medien')).toBeVisible();
  });
});

describe('MediaDetailScreen', () => {
  it('shows a video with its title, the owner link and the way back', async () => {
    const api = mockApi({ 'GET /video/vid0000001': video('vid0000001', 'Live im Club') });
    renderWithProviders(<MediaDetailScreen kind="video" id="vid0000001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live im Club' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Video abspielen: Live im Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute(
      'href',
      '/user/usr0000001',
    );
    expect(screen.getByRole('link', { name: /zurück/i })).toHaveAttribute('href', '/home');
    expect(api.calls().map((call) => call.path)).toEqual(['/video/vid0000001']);
  });

  it('says when the item does not exist', async () => {
    mockApi({ 'GET /audio/aud0000009': () => apiError(404, 'request.entity_not_found') });
    renderWithProviders(<MediaDetailScreen kind="audio" id="aud0000009" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Inhalt existiert nicht oder wurde gelöscht.',
    );
  });
});
