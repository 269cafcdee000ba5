import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '@backline/domain';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';
import { ProfileDetailScreen } from './profile-detail-screen.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('de');
});

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
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, PUBLIC));
    renderWithProviders(
      <ProfileDetailScreen
        id="u2abcde"
        viewerId={null}
        notFound={<p>weg</p>}
        mediaSlot={<p>medien</p>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Hoffmann' })).toBeVisible();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/user/u2abcde');
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
    expect(screen.getByText(/Samstag, 5\. Dezember 2026/)).toBeVisible();
    expect(screen.getByText('medien')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Profil bearbeiten' })).toBeNull();
  });

  it('names instruments in English and offers the owner the edit link', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, PUBLIC));
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
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(404, { code: 'request.entity_not_found', message: 'not found' }),
    );
    renderWithProviders(<ProfileDetailScreen id="u3abcde" viewerId={null} notFound={<p>weg</p>} />);
    expect(await screen.findByText('weg')).toBeVisible();
  });
});
