import { screen } from '@testing-library/react';
import { hasScreen } from '@backline/domain';
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

  it('offers only shortcuts that lead to a screen: none answers "page not found"', () => {
    renderWithProviders(<HomeScreen user={createMe({ name: 'Lena Hoffmann' })} />);
    const shortcuts = screen.getByRole('region', { name: 'Schnellzugriff' });
    const links = Array.from(shortcuts.querySelectorAll('a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toContain('/user/contacts');
    expect(links).toContain('/gigs');
    expect(links).toContain('/verzeichnis/musiker');
    for (const href of links) expect(hasScreen(href ?? ''), href ?? '').toBe(true);
    expect(links).toContain('/messaging');
  });
});
