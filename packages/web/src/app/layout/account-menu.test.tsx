import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session-storage.ts';
import { shellApi } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

afterEach(() => clearToken());

describe('AccountMenu', () => {
  it('leads to the signed-in user’s contacts first', async () => {
    setToken('token');
    shellApi(createMe());
    renderWithProviders(
      <AccountMenu id="account-menu" anchor={document.body} onClose={() => undefined} />,
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveAccessibleName('Kontakte');
    expect(items[0]).toHaveAttribute('href', '/user/contacts');
  });
});
