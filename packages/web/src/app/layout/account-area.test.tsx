import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session-storage.ts';
import { createMe, jsonResponse } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountArea } from './account-area.tsx';

afterEach(() => clearToken());

describe('AccountArea', () => {
  it('names the account button by the visible name first (label in name)', async () => {
    setToken('token');
    vi.spyOn(window, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/api/user/me')
        ? jsonResponse(200, { user: createMe({ name: 'Lena Hoffmann' }), clientVersion: 'test' })
        : jsonResponse(404, { code: 'request.not_found', message: 'not found' }),
    );
    renderWithProviders(<AccountArea />);
    const button = await screen.findByRole('button', { name: /^Lena Hoffmann/ });
    // Named by its content, not by an aria-label that would hide the visible text.
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAccessibleName('Lena Hoffmann (Kontomenü)');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // The initials are decoration beside the name.
    expect(screen.getByText('LH').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the account loading as a named progress indicator, not a named bare span', async () => {
    setToken('token');
    // The session never answers: the bar shows the placeholder.
    vi.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => undefined));
    renderWithProviders(<AccountArea />);
    const placeholder = await screen.findByRole('progressbar', { name: 'Wird geladen …' });
    // axe forbids a name on an element without a role (aria-prohibited-attr).
    expect(placeholder).toHaveAttribute('role', 'progressbar');
  });
});
