import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteChangeEffects } from './use-route-change-effects.ts';

function Shell() {
  useRouteChangeEffects();
  return (
    <>
      <header>
        <input aria-label="Search" />
        <button type="button">Menu</button>
      </header>
      <main id="main" tabIndex={-1}>
        content
      </main>
    </>
  );
}

describe('useRouteChangeEffects', () => {
  it('moves the focus to <main> on a new screen, but not out of a field being typed in', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], {
      initialEntries: ['/login'],
    });
    render(<RouterProvider router={router} />);
    const main = screen.getByRole('main');
    screen.getByRole('button', { name: 'Menu' }).focus();
    await act(() => router.navigate('/home'));
    expect(main).toHaveFocus();

    // The screen came after its address: the person had begun typing in the search meanwhile.
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'Kultur');
    await act(() => router.navigate('/gigs'));
    expect(search).toHaveFocus();
    expect(search).toHaveValue('Kultur');
  });
});
