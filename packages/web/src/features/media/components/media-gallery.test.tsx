import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { album, emptyMedia, fakeMediaApi, track, video } from '../test/fake-media-api.ts';
import { MediaDetailScreen } from './media-detail-screen.tsx';
import { MediaGallery } from './media-gallery.tsx';

const OWNER = { kind: 'user', id: 'usr0000001' } as const;

describe('MediaGallery', () => {
  it('loads nothing from YouTube until the poster is pressed, then plays the privacy-enhanced player', async () => {
    fakeMediaApi({ ...emptyMedia(), videos: [video('vid0000001', 'Live im Club')] });
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
    fakeMediaApi({
      ...emptyMedia(),
      albums: [album('alb0000001', 'Proberaum', 2), album('alb0000002', 'Leer')],
      audio: [track('aud0000001', 'Erster Song')],
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MediaGallery owner={OWNER} />);
    await screen.findByRole('heading', { name: 'Fotoalben' });
    // Empty albums are left out of the gallery.
    expect(screen.queryByRole('heading', { name: 'Leer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Foto vergrößern: Auf der Bühne' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Auf der Bühne' })).toHaveAttribute(
      'src',
      '/media/img/alb0000001-0/full.webp',
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
    fakeMediaApi(emptyMedia());
    renderWithProviders(<MediaGallery owner={OWNER} />);
    expect(await screen.findByText('Noch keine Medien')).toBeVisible();
  });
});

describe('MediaDetailScreen', () => {
  it('shows a video with its title, the owner link and the way back', async () => {
    const api = fakeMediaApi(emptyMedia(), (call) =>
      call.path === '/api/video/vid0000001'
        ? new Response(JSON.stringify(video('vid0000001', 'Live im Club')), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    renderWithProviders(<MediaDetailScreen kind="video" id="vid0000001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live im Club' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Video abspielen: Live im Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute(
      'href',
      '/user/usr0000001',
    );
    expect(screen.getByRole('link', { name: /zurück/i })).toHaveAttribute('href', '/home');
    expect(api.calls[0]?.path).toBe('/api/video/vid0000001');
  });

  it('says when the item does not exist', async () => {
    fakeMediaApi(emptyMedia(), (call) =>
      call.path === '/api/audio/aud0000009'
        ? new Response(JSON.stringify({ code: 'request.entity_not_found', message: '' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    renderWithProviders(<MediaDetailScreen kind="audio" id="aud0000009" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Inhalt existiert nicht oder wurde gelöscht.',
    );
  });
});
