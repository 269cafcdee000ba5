import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../fake-api.ts';
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
    fakeApi({
      'GET /api/user/pages': () => ({
        pages: [{ ...summary('band123456', 'Die Band', 'artist'), role: 'owner', canActAs: true }],
      }),
      'GET /api/user/following': () => ({
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
    fakeApi({
      'GET /api/user/pages': () => ({ pages: [] }),
      'GET /api/user/following': () => ({ pages: [] }),
    });
    renderWithProviders(<DashboardPages />);
    expect(await screen.findByText('Du folgst noch keiner Seite.')).toBeVisible();
    expect(screen.getByText('Du hast noch keine Seite.')).toBeVisible();
  });
});
