import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@backline/domain';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileDetailScreen } from './profile-detail-screen.tsx';

const PUBLIC: PublicProfile = {
  id: 'u2abcde',
  type: 'user',
  name: 'Lena Hoffmann',
  resource: '/user/lena-hoffmann-u2abcde',
  age: 30,
  gender: 'female',
  pronouns: 'sie/ihr',
  instruments: ['e-guitar', 'vocals'],
  professional: true,
  city: { id: 2886242, name: 'Köln', country: 'DE', region: '07' },
  description: 'Gitarristin aus Köln.',
  links: [{ url: 'https://lena-hoffmann.de/', label: 'Website' }],
  gear: [{ brand: 'Fender', product: 'Telecaster', year: 1972 }],
  releases: [{ url: 'https://lena.bandcamp.com/album/erste', year: 2024, title: 'Erste' }],
  gigs: [
    {
      startsAt: '2026-12-05T20:00:00+01:00',
      address: 'Gebäude 9, Köln',
      category: 'Konzert',
      streamUrl: 'https://www.twitch.tv/lena',
    },
  ],
  picture: null,
  cover: null,
  badges: { gema: true },
};

describe('ProfileDetailScreen', () => {
  it('shows the public profile in German', async () => {
    const api = mockApi({ 'GET /user/:id': PUBLIC });
    renderWithProviders(
      <ProfileDetailScreen
        id="u2abcde"
        viewerId={null}
        notFound={<p>weg</p>}
        mediaSlot={<p>medien</p>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Hoffmann' })).toBeVisible();
    expect(api.calls().map((call) => call.path)).toEqual(['/user/u2abcde']);
    expect(screen.getByText('30 Jahre · Köln, Deutschland · sie/ihr')).toBeVisible();
    expect(screen.getByText('E-Gitarre')).toBeVisible();
    expect(screen.getByText('Gesang')).toBeVisible();
    expect(screen.getByText('Profi')).toBeVisible();
    expect(screen.getByText('GEMA-Mitglied')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://lena-hoffmann.de/',
    );
    expect(screen.getByText('Fender Telecaster (1972)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Erste' })).toBeVisible();
    // The date leaf beside it is hidden from screen readers; the full date is said once.
    expect(screen.getByText(/Samstag, 5\. Dezember 2026/, { selector: 'p > time' })).toBeVisible();
    expect(screen.getByText('medien')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Profil bearbeiten' })).toBeNull();
  });

  it('names instruments in English and offers the owner the edit link', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /user/:id': PUBLIC });
    renderWithProviders(
      <ProfileDetailScreen id="u2abcde" viewerId="u2abcde" notFound={<p>gone</p>} />,
    );
    expect(await screen.findByText('Electric guitar')).toBeVisible();
    expect(screen.getByText('Professional')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/user/edit',
    );
  });

  it('shows the not-found screen for a profile it may not see', async () => {
    mockApi({ 'GET /user/:id': () => apiError(404, 'request.entity_not_found') });
    renderWithProviders(<ProfileDetailScreen id="u3abcde" viewerId={null} notFound={<p>weg</p>} />);
    expect(await screen.findByText('weg')).toBeVisible();
  });

  it('offers the cover and the avatar in every stored size for the width they are drawn at', async () => {
    const picture = (name: string) => ({
      thumb: `/media/img/${name}/thumb.webp`,
      normal: `/media/img/${name}/normal.webp`,
      large: `/media/img/${name}/large.webp`,
      full: `/media/img/${name}/full.webp`,
      xtralarge: `/media/img/${name}/xtralarge.webp`,
    });
    mockApi({ 'GET /user/:id': { ...PUBLIC, cover: picture('cover'), picture: picture('me') } });
    const { container } = renderWithProviders(
      <ProfileDetailScreen id="u2abcde" viewerId={null} notFound={<p>weg</p>} />,
    );
    const cover = await screen.findByRole('img', { name: 'Titelbild von Lena Hoffmann' });
    expect(cover).toHaveAttribute(
      'srcset',
      '/media/img/cover/thumb.webp 100w, /media/img/cover/normal.webp 300w, ' +
        '/media/img/cover/large.webp 600w, /media/img/cover/full.webp 1200w, ' +
        '/media/img/cover/xtralarge.webp 1920w',
    );
    // The screen is at most 1100 px wide with 24 px gutters; on phones the cover runs edge to edge.
    expect(cover).toHaveAttribute(
      'sizes',
      '(min-width: 1100px) 1052px, (min-width: 600px) calc(100vw - 48px), 100vw',
    );
    // The avatar next to the name is decorative (alt ""), 96 px at every width.
    const avatar = container.querySelector('img[src="/media/img/me/normal.webp"]');
    expect(avatar).toHaveAttribute('sizes', '96px');
    expect(avatar?.getAttribute('srcset')).toContain('/media/img/me/thumb.webp 100w');
  });
});
