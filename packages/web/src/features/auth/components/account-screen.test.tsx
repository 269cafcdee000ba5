import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountScreen } from './account-screen.tsx';
import { createMe, jsonResponse } from '../../../test/fixtures.ts';

const ME = createMe();

describe('AccountScreen', () => {
  it('opens the activation step for the address of the mail link', async () => {
    renderWithProviders(<AccountScreen />, { route: '/account?activate=mia%40backline.test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto aktivieren' }),
    ).toBeVisible();
    expect(screen.getByText(/6-stelligen Code an mia@backline\.test/)).toBeVisible();
    const code = screen.getByLabelText(/^Aktivierungscode/, { selector: 'input' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the registration step without the parameter and goes back to it', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountScreen />, {
      route: '/account?activate=mia%40backline.test',
    });
    await user.click(await screen.findByRole('button', { name: 'Use a different e-mail address' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    const email = screen.getByLabelText(/^E-mail address/, { selector: 'input' });
    expect(email).toHaveValue('mia@backline.test');
    expect(email).toHaveFocus();
  });

  it('moves to the activation step after registering, with the code field focused', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(201, { status: 'activation_pending', email: 'mia@backline.test' }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountScreen />, { route: '/account' });
    await user.type(screen.getByLabelText(/^Anzeigename/, { selector: 'input' }), 'Mia');
    await user.type(
      screen.getByLabelText(/^E-Mail-Adresse/, { selector: 'input' }),
      'Mia@Backline.test',
    );
    await user.type(
      screen.getByLabelText(/^Passwort\W*$/, { selector: 'input' }),
      'Sicher-Passw0rt',
    );
    await user.type(
      screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }),
      'Sicher-Passw0rt',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto aktivieren' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?activate=mia%40backline.test');
    expect(screen.getByLabelText(/^Aktivierungscode/, { selector: 'input' })).toHaveFocus();
  });

  it('disables the resend button after use and confirms it', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(202, { status: 'accepted' })));
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: '/account?activate=mia%40backline.test' });

    const resend = await screen.findByRole('button', { name: 'Code erneut senden' });
    expect(resend).toBeEnabled();
    await user.click(resend);

    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeDisabled();
    expect(await screen.findByText(/ein neuer Code unterwegs/)).toBeVisible();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/activation-code');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mia@backline.test' });
  });

  it('checks the code before sending it', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: '/account?activate=mia%40backline.test' });
    await user.type(
      await screen.findByLabelText(/^Aktivierungscode/, { selector: 'input' }),
      '123',
    );
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(
      screen.getByLabelText(/^Aktivierungscode/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Zu kurz');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a wrong code on the code field', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(422, { code: 'account.wrong_code', message: 'wrong' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: '/account?activate=mia%40backline.test' });
    const code = await screen.findByLabelText(/^Aktivierungscode/, { selector: 'input' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(await screen.findByText('Falscher Code')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
  });

  it('signs in with the code and goes to /home', async () => {
    vi.spyOn(window, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/api/account/activate'
          ? jsonResponse(200, { token: 'new-token' })
          : jsonResponse(200, { user: ME, clientVersion: '1.5.6' }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountScreen />, {
      route: '/account?activate=mia%40backline.test',
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await user.type(
      await screen.findByLabelText(/^Aktivierungscode/, { selector: 'input' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('new-token');
  });
});
