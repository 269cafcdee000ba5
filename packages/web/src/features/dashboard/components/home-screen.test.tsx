import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HomeScreen } from './home-screen.tsx';

describe('HomeScreen', () => {
  it('greets in the page header, shows the pages slot and the shortcuts as a section', () => {
    renderWithProviders(
      <HomeScreen
        user={createMe({ name: 'Lena Hoffmann' })}
        pagesSlot={<p>Meine Seiten kommen hier</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hallo, Lena Hoffmann!' })).toBeVisible();
    expect(screen.getByText(/^Heute ist .*Was steht an\?/)).toBeVisible();
    expect(screen.getByText('Meine Seiten kommen hier')).toBeVisible();
    const shortcuts = screen.getByRole('region', { name: 'Schnellzugriff' });
    expect(shortcuts).toContainElement(screen.getByRole('link', { name: /Gigs/ }));
    expect(document.title).toBe('Dashboard · Backline');
  });
});
