import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookmarksScreen } from './bookmarks-screen.tsx';
import { bookmark, mockBookmarksApi } from './bookmarks-test-api.ts';

const BOOKMARKS = [
  bookmark({ id: 'bookmark01', name: 'Jazz', route: '/gigs', filter: { genre: 'jazz' } }),
  bookmark({
    id: 'bookmark02',
    name: 'Schlagzeug',
    route: '/musikersuche',
    filter: { inst: 'drums' },
    alert: true,
  }),
  bookmark({ id: 'bookmark03', name: 'Gitarren', route: '/marktplatz', filter: { q: 'Gitarre' } }),
];

describe('BookmarkAlertSwitch', () => {
  it('switches "alert me" on and off for the lists with alerts only', async () => {
    const api = mockBookmarksApi(BOOKMARKS);
    const user = userEvent.setup();
    renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });

    const jazz = await screen.findByRole('switch', { name: 'Bei Neuem zu Jazz benachrichtigen' });
    const drums = screen.getByRole('switch', { name: 'Bei Neuem zu Schlagzeug benachrichtigen' });
    expect(jazz).not.toBeChecked();
    expect(drums).toBeChecked();
    // The marketplace has no alerts (yet): no switch.
    expect(screen.getAllByRole('switch')).toHaveLength(2);

    await user.click(jazz);
    await waitFor(() => expect(jazz).toBeChecked());
    expect(api.current().find((b) => b.id === 'bookmark01')?.alert).toBe(true);
    expect(await screen.findByText('Du wirst bei Neuem zu „Jazz“ benachrichtigt.')).toBeVisible();

    await user.click(drums);
    await waitFor(() => expect(drums).not.toBeChecked());
    expect(api.current().find((b) => b.id === 'bookmark02')?.alert).toBe(false);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    try {
      mockBookmarksApi(BOOKMARKS);
      renderWithProviders(<BookmarksScreen />, { route: '/user/bookmarks' });
      expect(
        await screen.findByRole('switch', { name: 'Alert me of new items for Jazz' }),
      ).toBeInTheDocument();
      expect(screen.getAllByText('Alert me')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});
