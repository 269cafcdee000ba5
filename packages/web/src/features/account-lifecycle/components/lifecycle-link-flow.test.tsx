import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LifecycleLinkScreen } from './lifecycle-link-flow.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';

const LINK = 'a'.repeat(43);

// The token lives in a cookie too, which outlives a test.
beforeEach(() => clearToken());

describe('The mailed lifecycle links on /login', () => {
  it.each([
    ['reactivate', '/api/account/reactivate'],
    ['restore', '/api/account/restore'],
  ])('?%s= posts the token once, signs in and lands on /home', async (param, endpoint) => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          String(input) === endpoint
            ? jsonResponse(200, { token: 'new-session' })
            : jsonResponse(404, { code: 'request.not_found', message: 'x' }),
        ),
      );
    const { router } = renderWithProviders(<LifecycleLinkScreen />, {
      route: `/login?${param}=${LINK}`,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).toBe('new-session');
    const posts = fetchSpy.mock.calls.filter(([url]) => String(url) === endpoint);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: LINK });
  });

  it('shows a dead link and offers a new one', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          String(input) === '/api/account/reactivate'
            ? jsonResponse(422, { code: 'account.link_invalid', message: 'x', field: 'token' })
            : jsonResponse(202, { status: 'accepted' }),
        ),
      );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LifecycleLinkScreen />, {
      route: `/login?reactivate=${LINK}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konto reaktivieren' }),
    ).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist ungültig oder abgelaufen',
    );
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Neuen Link schicken' }));
    expect(screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(screen.getByLabelText(/E-Mail-Adresse/, { selector: 'input' }), 'mia@x.de');
    await user.click(screen.getByRole('button', { name: 'Neuen Link schicken' }));
    expect(await screen.findByText(/ein neuer Link unterwegs/)).toBeVisible();
    const mailCall = fetchSpy.mock.calls.find(
      ([url]) => String(url) === '/api/account/reactivation-mail',
    );
    expect(JSON.parse(String(mailCall?.[1]?.body))).toEqual({ email: 'mia@x.de' });
  });

  it('explains a deletion with its date after signing out', async () => {
    renderWithProviders(<LifecycleLinkScreen />, {
      route: '/login?farewell=deleted&purge=2030-01-31T10:00:00.000Z',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dein Konto wird gelöscht' }),
    ).toBeVisible();
    expect(screen.getByText(/Am 31\. Januar 2030 löschen wir/)).toBeVisible();
  });
});
