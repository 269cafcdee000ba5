import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberListRoute, resetBackTarget } from '../../lib/back-navigation.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BackButton } from './back-button.tsx';

describe('BackButton', () => {
  it('goes back to /home when no list route was visited', () => {
    resetBackTarget();
    renderWithProviders(<BackButton />);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/home');
  });

  it('goes back to the last visited list route, with its filters', () => {
    rememberListRoute('/marktplatz?filter=myads');
    renderWithProviders(<BackButton />);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      '/marktplatz?filter=myads',
    );
    resetBackTarget();
  });
});
