import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileCard } from './profile-card.tsx';

describe('ProfileCard', () => {
  it('shows the initials, the city, the instruments and the badges, and links the profile', () => {
    const { container } = renderWithProviders(
      <ProfileCard
        profile={{
          id: 'u2abcde',
          name: 'Lena Hoffmann',
          resource: '/user/lena-hoffmann-u2abcde',
          picture: null,
          city: { id: 1, name: 'Köln', country: 'DE', region: null },
          instruments: ['e-guitar', 'vocals', 'drums', 'bass'],
          professional: true,
          badges: { gema: true },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Lena Hoffmann' })).toHaveAttribute(
      'href',
      '/user/lena-hoffmann-u2abcde',
    );
    expect(container.querySelector('[data-initials="LH"]')).not.toBeNull();
    expect(screen.getByText('Köln')).toBeVisible();
    expect(screen.getByText('Profi')).toBeVisible();
    expect(screen.getByText('GEMA-Mitglied')).toBeVisible();
    expect(screen.getByText(/\+1$/)).toBeVisible();
  });
});
