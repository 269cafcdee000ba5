import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { apiClient } from '../../lib/api-client.ts';
import { QueryView } from './query-view.tsx';

function Names() {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: () =>
      apiClient.request('/names', {
        schema: { parse: (answer) => answer as { items: string[] } },
      }),
    retry: false,
  });
  return (
    <QueryView
      query={query}
      loading={<p>loading</p>}
      isEmpty={(answer) => answer.items.length === 0}
      empty={<p>nothing yet</p>}
    >
      {(answer) => (
        <ul>
          {answer.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows the skeleton while loading, then the content', async () => {
    mockApi({ 'GET /names': { items: ['Lena', 'Jonas'] } });
    renderWithProviders(<Names />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the empty state when the answer holds nothing', async () => {
    mockApi({ 'GET /names': { items: [] } });
    renderWithProviders(<Names />);
    expect(await screen.findByText('nothing yet')).toBeVisible();
  });

  it('shows the catalogue error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /names': () => (fail ? apiError(503, 'client.network') : { items: ['Lena'] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Names />);
    expect(await screen.findByRole('alert')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Lena');
  });
});
