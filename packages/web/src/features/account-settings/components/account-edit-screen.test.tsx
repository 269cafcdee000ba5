import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountEditScreen } from './account-edit-screen.tsx';

const USER = createMe({ name: 'Mia Muster' });

describe('AccountEditScreen', () => {
  it('checks the display name with the domain rule, focused, before sending anything', async () => {
    const api = mockApi({ 'PATCH /user/settings': { saved: true } });
    const user = userEvent.setup();
    renderWithProviders(<AccountEditScreen user={USER} onUserChanged={() => Promise.resolve()} />);
    const name = screen.getByLabelText(/^Anzeigename/, { selector: 'input' });
    expect(name).toHaveValue('Mia Muster');
    await user.clear(name);
    await user.type(name, ' M ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Zu kurz'));
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Pflichtfeld'));
    expect(api.calls()).toHaveLength(0);
  });

  it('puts the server’s errors list on the named field, without an alert', async () => {
    mockApi({
      'PATCH /user/settings': () =>
        reply(422, {
          code: 'validation.too_long',
          message: 'Zu lang',
          field: 'name',
          errors: [{ code: 'validation.too_long', message: 'Zu lang', field: 'name' }],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountEditScreen user={USER} onUserChanged={() => Promise.resolve()} />);
    const name = screen.getByLabelText(/^Anzeigename/, { selector: 'input' });
    await user.type(name, ' Junior');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Zu lang'));
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the trimmed name and reloads the user', async () => {
    const api = mockApi({ 'PATCH /user/settings': { saved: true } });
    const onUserChanged = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<AccountEditScreen user={USER} onUserChanged={onUserChanged} />);
    const name = screen.getByLabelText(/^Anzeigename/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, '  Mia Neu ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dein Name wurde gespeichert.')).toBeVisible();
    expect(api.calls('PATCH /user/settings')[0]?.body).toEqual({ name: 'Mia Neu' });
    expect(onUserChanged).toHaveBeenCalledTimes(1);
  });
});
