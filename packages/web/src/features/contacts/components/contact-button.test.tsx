import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactState } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contactRelationQuery } from '../api/contacts-api.ts';
import { ContactButton } from './contact-button.tsx';
import { mockContactsApi, person } from './contacts-test-api.ts';

const LENA = person({ id: 'lena00001', name: 'Lena Hoffmann' });

const withState = (state: ContactState) =>
  mockContactsApi([{ person: LENA, state, since: '2026-03-12T10:00:00.000Z' }]);

const render = () =>
  renderWithProviders(<ContactButton userId={LENA.id} name={LENA.name} />, {
    route: LENA.resource,
  });

describe('ContactButton', () => {
  it('sends a contact request when there is no relation', async () => {
    const api = withState('none');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Kontaktanfrage senden' }));
    expect(await screen.findByText('Kontaktanfrage an Lena Hoffmann gesendet.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')).toMatchObject([
      { path: '/user/contacts/lena00001', body: { command: 'request' } },
    ]);
    // The answer is the new relation: the button now withdraws.
    expect(await screen.findByRole('button', { name: 'Anfrage zurückziehen' })).toBeVisible();
  });

  it('withdraws a sent request', async () => {
    const api = withState('outgoing');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Anfrage zurückziehen' }));
    expect(await screen.findByText('Anfrage an Lena Hoffmann zurückgezogen.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'revoke' });
    expect(await screen.findByRole('button', { name: 'Kontaktanfrage senden' })).toBeVisible();
  });

  it('accepts a request to the viewer', async () => {
    const api = withState('incoming');
    const user = userEvent.setup();
    render();
    const accept = await screen.findByRole('button', { name: 'Anfrage annehmen' });
    expect(accept).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await user.click(accept);
    expect(await screen.findByText('Du und Lena Hoffmann seid jetzt Kontakte.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'confirm' });
    expect(await screen.findByRole('button', { name: 'Kontakt' })).toBeVisible();
  });

  it('declines a request to the viewer', async () => {
    const api = withState('incoming');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Anfrage von Lena Hoffmann abgelehnt.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'decline' });
  });

  it('removes a confirmed contact from its menu, after asking', async () => {
    const api = withState('confirmed');
    const user = userEvent.setup();
    render();
    const contact = await screen.findByRole('button', { name: 'Kontakt' });
    expect(contact).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(contact);
    await user.click(await screen.findByRole('menuitem', { name: 'Kontakt entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(
      await screen.findByText('Lena Hoffmann ist nicht mehr in deinen Kontakten.'),
    ).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'remove' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Kontaktanfrage senden' })).toBeVisible();
  });

  it('blocks a confirmed contact from its menu, after asking', async () => {
    const api = withState('confirmed');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Kontakt' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blockieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lena Hoffmann blockieren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    expect(await screen.findByText('Lena Hoffmann ist blockiert.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'block' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Blockierung aufheben' })).toBeVisible();
  });

  it('lifts the viewer’s block', async () => {
    const api = withState('blocked');
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Blockierung aufheben' }));
    expect(await screen.findByText('Blockierung von Lena Hoffmann aufgehoben.')).toBeVisible();
    expect(api.calls('POST /user/contacts/:userId')[0]?.body).toEqual({ command: 'unblock' });
  });

  it('offers nothing when the other user blocked the viewer', async () => {
    withState('blockedMe');
    const { queryClient } = render();
    // Once the relation is in, there is still nothing to press.
    await waitFor(() =>
      expect(queryClient.getQueryData(contactRelationQuery(LENA.id).queryKey)).toMatchObject({
        state: 'blockedMe',
      }),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refusal as its catalogue text', async () => {
    withState('none');
    mockApi({
      'POST /user/contacts/:userId': apiError(422, 'contacts.public_profile_required'),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Kontaktanfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.t('errors:contacts.public_profile_required'),
    );
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    withState('incoming');
    render();
    expect(await screen.findByRole('button', { name: 'Accept request' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
  });
});
