import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../../lib/theme.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ColorModeSwitch } from './color-mode-switch.tsx';

describe('ColorModeSwitch', () => {
  it('starts with the system scheme and cycles light → dark → system, remembering the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColorModeSwitch />);
    const button = () => screen.getByRole('button', { name: /^Farbschema:/ });

    expect(button()).toHaveAccessibleName('Farbschema: wie System. Wechseln zu: Hell');
    await user.click(button());
    expect(button()).toHaveAccessibleName('Farbschema: Hell. Wechseln zu: Dunkel');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    await user.click(button());
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(button());
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');
  });
});
