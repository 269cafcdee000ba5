import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setToken } from '../lib/session-storage.ts';
import { renderWithProviders } from '../test/render.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

describe('NotFoundScreen', () => {
  it('says in German that the page does not exist and links home and to the FAQ', () => {
    renderWithProviders(<NotFoundScreen />, { route: '/gibt-es/nicht' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute(
      'href',
      '/static/faq',
    );
    expect(document.title).toBe('Seite nicht gefunden · Backline');
  });

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
  });

  it('offers the dashboard to a signed-in user', () => {
    setToken('token');
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole('link', { name: 'Zu deinem Dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
