import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { mockApi } from '../../../test/api.ts';
import { createMe } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useSenderChoice } from '../hooks/use-sender-choice.tsx';
import { objectUserOf, type SenderChoice } from './sender-picker-dialog.tsx';

const summary = (id: string, name: string, role: string, canActAs: boolean) => ({
  id,
  type: 'organization',
  kind: 'artist',
  name,
  resource: `/${id}`,
  urlname: null,
  status: 'active',
  picture: null,
  city: null,
  genres: [],
  followers: 0,
  role,
  canActAs,
});

/** An action that asks who sends, then sends acting as the choice. */
function SendDemo() {
  const { chooseSender, senderDialog } = useSenderChoice();
  const [result, setResult] = useState<SenderChoice | null | 'none'>('none');
  const send = async () => {
    const choice = await chooseSender();
    setResult(choice);
    if (choice) {
      await apiClient.request('/demo/send', {
        method: 'POST',
        json: {},
        schema: { parse: () => undefined },
        objectUser: objectUserOf(choice),
      });
    }
  };
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Senden
      </button>
      <output>
        {result === 'none' ? '' : result ? `${result.kind}:${result.id}` : 'cancelled'}
      </output>
      {senderDialog}
    </>
  );
}

describe('the sender picker', () => {
  it('lists the user and the pages they may act as, and returns the choice', async () => {
    const api = mockApi({
      'GET /user/me': { user: createMe(), clientVersion: '1' },
      'GET /user/pages': () => ({
        pages: [
          summary('band123456', 'Die Band', 'owner', true),
          summary('club123456', 'Kellerclub', 'admin', true),
          summary('other12345', 'Fremde Band', 'member', false),
        ],
      }),
      'POST /demo/send': {},
    });
    const user = userEvent.setup();
    renderWithProviders(<SendDemo />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Absender wählen' });
    const options = await within(dialog).findAllByRole('button', {});
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem', {})
          .map((item) => item.textContent),
      ).toEqual([
        'MMMia MusterDu selbst',
        'DBDie BandKünstler:in / Band',
        'KKellerclubKünstler:in / Band',
      ]),
    );
    expect(options.length).toBeGreaterThan(0);
    // Members cannot speak for a page: not offered.
    expect(within(dialog).queryByText('Fremde Band')).not.toBeInTheDocument();

    await user.click(within(dialog).getByText('Kellerclub'));
    expect(screen.getByRole('status')).toHaveTextContent('page:club123456');
    await waitFor(() => expect(api.calls('POST /demo/send')).toHaveLength(1));
    const sent = api.calls('POST /demo/send')[0];
    expect(sent?.headers.get('x-object-user')).toBe('club123456');
    expect(screen.queryByRole('dialog', {})).not.toBeInTheDocument();
  });

  it('returns the user themself (no acting page), or null when cancelled', async () => {
    const api = mockApi({
      'GET /user/me': { user: createMe(), clientVersion: '1' },
      'GET /user/pages': () => ({ pages: [summary('band123456', 'Die Band', 'owner', true)] }),
      'POST /demo/send': {},
    });
    const user = userEvent.setup();
    renderWithProviders(<SendDemo />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    let dialog = await screen.findByRole('dialog', { name: 'Absender wählen' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');

    await user.click(screen.getByRole('button', { name: 'Senden' }));
    dialog = await screen.findByRole('dialog', { name: 'Absender wählen' });
    await user.click(await within(dialog).findByText('Mia Muster'));
    expect(screen.getByRole('status')).toHaveTextContent('user:u1abcde');
    await waitFor(() => expect(api.calls('POST /demo/send')).toHaveLength(1));
    expect(api.calls('POST /demo/send')[0]?.headers.has('x-object-user')).toBe(false);
  });
});
