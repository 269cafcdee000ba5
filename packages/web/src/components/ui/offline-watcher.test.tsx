import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OfflineWatcher } from './offline-watcher.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineWatcher', () => {
  it('blocks the app with "Gerät offline" while offline and lets go when back online', async () => {
    renderWithProviders(<OfflineWatcher />);
    expect(screen.queryByRole('dialog')).toBeNull();

    goOffline(true);
    const dialog = await screen.findByRole('dialog', { name: 'Gerät offline' });
    expect(dialog).toHaveTextContent('Für Backline ist eine Internetverbindung erforderlich.');
    expect(screen.queryByRole('button', { name: /schließen/i })).toBeNull();

    goOffline(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be dismissed with Escape', async () => {
    renderWithProviders(<OfflineWatcher />);
    goOffline(true);
    const dialog = await screen.findByRole('dialog', { name: 'Gerät offline' });
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.getByRole('dialog', { name: 'Gerät offline' })).toBeVisible();
  });
});
