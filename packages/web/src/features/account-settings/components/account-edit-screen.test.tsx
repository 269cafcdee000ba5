import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@backline/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountEditScreen, validateDisplayName } from './account-edit-screen.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const USER = { id: 'u1abcde', name: 'Mia Muster' } as unknown as Me;

afterEach(() => vi.restoreAllMocks());

describe('AccountEditScreen', () => {
  it('checks the display name with the domain rule', () => {
    expect(validateDisplayName('  ')).toBe('validation.required');
    expect(validateDisplayName('M')).toBe('validation.too_short');
    expect(validateDisplayName('x'.repeat(81))).toBe('validation.too_long');
    expect(validateDisplayName(' Mia ')).toBeUndefined();
  });

  it('shows the error with the field, then saves the trimmed name', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(jsonResponse(200, { saved: true }));
    const onUserChanged = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<AccountEditScreen user={USER} onUserChanged={onUserChanged} />);
    const name = screen.getByLabelText(/^Anzeigename/, { selector: 'input' });
    expect(name).toHaveValue('Mia Muster');
    await user.clear(name);
    await user.type(name, 'M');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(name).toHaveAccessibleDescription('Zu kurz');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(name, 'ia Neu ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dein Name wurde gespeichert.')).toBeVisible();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Mia Neu' });
    expect(onUserChanged).toHaveBeenCalled();
  });
});
