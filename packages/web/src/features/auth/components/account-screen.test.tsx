import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { apiError, mockApi, reply } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountScreen } from './account-screen.tsx';

const ACTIVATE = '/account?activate=mia%40backline.test';
const codeField = () => screen.getByLabelText(/^Aktivierungscode/, { selector: 'input' });

describe('AccountScreen', () => {
  it('opens the activation step for the address of the mail link', async () => {
    renderWithProviders(<AccountScreen />, { route: ACTIVATE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto aktivieren' }),
    ).toBeVisible();
    expect(screen.getByText(/6-stelligen Code an mia@backline\.test/)).toBeVisible();
    const code = codeField();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the registration step without the parameter and goes back to it', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountScreen />, { route: ACTIVATE });
    await user.click(await screen.findByRole('button', { name: 'Use a different e-mail address' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    const email = screen.getByLabelText(/^E-mail address/, { selector: 'input' });
    expect(email).toHaveValue('mia@backline.test');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('moves to the activation step after registering, with the code field focused', async () => {
    const api = mockApi({
      'POST /account': () =>
        reply(201, { status: 'activation_pending', email: 'mia@backline.test' }),
    });
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
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(api.calls('POST /account')[0]?.body).toMatchObject({ email: 'mia@backline.test' });
  });

  it('disables the resend button after use and confirms it', async () => {
    const api = mockApi({
      'POST /account/activation-code': () => reply(202, { status: 'accepted' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: ACTIVATE });

    const resend = await screen.findByRole('button', { name: 'Code erneut senden' });
    expect(resend).toBeEnabled();
    await user.click(resend);

    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeDisabled();
    expect(await screen.findByText(/ein neuer Code unterwegs/)).toBeVisible();
    expect(api.calls('POST /account/activation-code')[0]?.body).toEqual({
      email: 'mia@backline.test',
    });
  });

  it('checks the code before sending it', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: ACTIVATE });
    await user.click(await screen.findByRole('button', { name: 'Konto aktivieren' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Pflichtfeld'));
    expect(codeField()).toHaveFocus();

    await user.type(codeField(), '123');
    expect(codeField()).toHaveAccessibleDescription('Zu kurz');
    await user.clear(codeField());
    await user.type(codeField(), '12a');
    expect(codeField()).toHaveAccessibleDescription('Nur Ziffern');
    expect(api.calls()).toEqual([]);
  });

  it('shows a wrong code on the code field', async () => {
    mockApi({ 'POST /account/activate': () => apiError(422, 'account.wrong_code', 'code') });
    const user = userEvent.setup();
    renderWithProviders(<AccountScreen />, { route: ACTIVATE });
    await user.type(
      await screen.findByLabelText(/^Aktivierungscode/, { selector: 'input' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(await screen.findByText('Falscher Code')).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with the code and goes to /home', async () => {
    const api = mockApi({
      'POST /account/activate': { token: 'new-token' },
      'GET /user/me': { user: createMe(), clientVersion: '1.5.6' },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AccountScreen />, {
      route: ACTIVATE,
      routes: [{ path: '/home', element: <p>home</p> }],
    });
    await user.type(
      await screen.findByLabelText(/^Aktivierungscode/, { selector: 'input' }),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('new-token');
    expect(api.calls('POST /account/activate')[0]?.body).toEqual({
      email: 'mia@backline.test',
      code: '123456',
    });
  });
});
