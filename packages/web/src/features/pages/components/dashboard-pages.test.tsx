import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DashboardPages } from './dashboard-pages.tsx';

const summary = (id: string, name: string, kind: string) => ({
  id,
  type: kind === 'location' ? 'location' : 'organization',
  kind,
  name,
  resource: `/${id}`,
  urlname: null,
  status: 'active',
  picture: null,
});

describe('DashboardPages', () => {
  it('lists my pages with my role, the followed pages, and links to creating a page', async () => {
    mockApi({
      'GET /user/pages': () => ({
        pages: [{ ...summary('band123456', 'Die Band', 'artist'), role: 'owner', canActAs: true }],
      }),
      'GET /user/following': () => ({
        pages: [summary('club123456', 'Kellerclub', 'location')],
      }),
    });
    renderWithProviders(<DashboardPages />);
    const mine = await screen.findByRole('link', { name: /Die Band/ });
    expect(mine).toHaveAttribute('href', '/band123456');
    expect(mine).toHaveTextContent('Künstler:in / Band · Inhaber:in');
    expect(await screen.findByRole('link', { name: /Kellerclub/ })).toHaveTextContent(
      'Live-Location',
    );
    expect(screen.getByRole('link', { name: 'Seite erstellen' })).toHaveAttribute(
      'href',
      '/page/create',
    );
  });

  it('says so when there are none', async () => {
    mockApi({
      'GET /user/pages': () => ({ pages: [] }),
      'GET /user/following': () => ({ pages: [] }),
    });
    renderWithProviders(<DashboardPages />);
    expect(await screen.findByText('Du folgst noch keiner Seite.')).toBeVisible();
    expect(screen.getByText('Du hast noch keine Seite.')).toBeVisible();
  });
});
