import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatScreen } from './chat-screen.tsx';
import { conversation, ME, mockMessagingApi, party, type Thread } from './messaging-test-api.ts';

const LENA = party({ id: 'lena00001', name: 'Lena Hoffmann' });
const MY_PAGE = party({ id: 'mypage001', kind: 'page', name: 'Mias Band', resource: '/mias-band' });

const thread = (overrides: Partial<Thread> = {}): Thread => ({
  conversation: conversation({
    id: 'cnv0lena1',
    partner: LENA,
    context: { kind: 'booking', id: 'gig000001', title: 'Stadtfest Köln', resource: '/b/gig1' },
  }),
  messages: [
    { id: 'm00000001', mine: true, text: 'Hallo Lena', sentAt: '2026-11-20T10:00:00.000Z' },
    {
      id: 'm00000002',
      mine: false,
      text: 'Hi!\nSchau: https://backline.test/gigs und javascript:alert(1)',
      sentAt: '2026-11-21T11:00:00.000Z',
    },
    { id: 'm00000003', mine: false, text: 'Wann?', sentAt: '2026-11-21T12:00:00.000Z' },
  ],
  lastReadId: 'm00000001',
  ...overrides,
});

const render = (route = '/directmessaging?id=cnv0lena1') =>
  renderWithProviders(<ChatScreen />, { route });

const texts = () =>
  screen.getAllByTestId('message').map((node) => node.querySelector('p')?.textContent);

describe('ChatScreen', () => {
  it('shows the history oldest first, the partner, the context and the unread separator', async () => {
    const api = mockMessagingApi([thread()]);
    render();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lena Hoffmann' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', LENA.resource);
    expect(screen.getByRole('link', { name: 'Zum Gig: Stadtfest Köln' })).toHaveAttribute(
      'href',
      '/b/gig1',
    );
    await screen.findByText('Wann?');
    expect(texts()).toEqual([
      'Hallo Lena',
      'Hi!\nSchau: https://backline.test/gigs und javascript:alert(1)',
      'Wann?',
    ]);
    expect(screen.getAllByTestId('message').map((node) => node.dataset['mine'])).toEqual([
      'true',
      'false',
      'false',
    ]);
    // "Neu" sits right above the first message after the last read one.
    const separator = screen.getByTestId('unread-separator');
    expect(separator).toHaveTextContent('Neu');
    expect(separator.parentElement?.textContent).toContain('Hi!');
    // Shown is read, up to the newest message.
    await waitFor(() =>
      expect(api.calls('POST /messaging/conversations/:id/read')[0]?.body).toEqual({
        upTo: 'm00000003',
      }),
    );
  });

  it('renders web addresses as links and nothing else', async () => {
    mockMessagingApi([thread()]);
    render();
    const link = await screen.findByRole('link', { name: 'https://backline.test/gigs' });
    expect(link).toHaveAttribute('href', 'https://backline.test/gigs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('loads older messages by cursor', async () => {
    const messages = Array.from({ length: 5 }, (_, index) => ({
      id: `mold0000${index}`,
      mine: index % 2 === 0,
      text: `Nachricht ${index + 1}`,
      sentAt: `2026-11-2${index}T10:00:00.000Z`,
    }));
    const api = mockMessagingApi([thread({ messages, lastReadId: 'mold00004' })], {
      pageSize: 3,
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Nachricht 5');
    expect(texts()).toEqual(['Nachricht 3', 'Nachricht 4', 'Nachricht 5']);
    await user.click(screen.getByRole('button', { name: 'Ältere laden' }));
    await screen.findByText('Nachricht 1');
    expect(texts()).toEqual([
      'Nachricht 1',
      'Nachricht 2',
      'Nachricht 3',
      'Nachricht 4',
      'Nachricht 5',
    ]);
    expect(api.calls('GET /messaging/conversations/:id/messages').at(-1)?.query.get('before')).toBe(
      '3',
    );
    expect(screen.queryByRole('button', { name: 'Ältere laden' })).toBeNull();
    expect(screen.queryByTestId('unread-separator')).toBeNull();
  });

  it('sends with the button and with Ctrl+Enter, keeping line breaks', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup();
    render();
    const field = await screen.findByRole('textbox', { name: 'Nachricht' });
    expect(screen.getByText(/Strg\+Enter \(⌘\+Enter\) sendet/)).toBeVisible();
    await user.type(field, 'Am Samstag{Enter}um 20 Uhr');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(api.calls('POST /messaging/conversations/:id/messages')[0]?.body).toEqual({
        text: 'Am Samstag\num 20 Uhr',
      }),
    );
    await waitFor(() => expect(texts().at(-1)).toBe('Am Samstag\num 20 Uhr'));
    expect(field).toHaveValue('');
    await user.type(field, 'Bis dann{Control>}{Enter}{/Control}');
    await waitFor(() => expect(texts().at(-1)).toBe('Bis dann'));
  });

  it('deletes an own message after asking', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup();
    render();
    await screen.findByText('Hallo Lena');
    const buttons = screen.getAllByRole('button', { name: /^Nachricht vom .* löschen$/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(texts()[0]).toBe('Nachricht gelöscht'));
    expect(api.calls('DELETE /messaging/messages/:id')[0]?.path).toBe(
      '/messaging/messages/m00000001',
    );
  });

  it('explains why nobody can write when the conversation allows no more messages', async () => {
    const blocked = thread();
    blocked.conversation.canWrite = false;
    mockMessagingApi([blocked]);
    render();
    expect(await screen.findByText(/Du kannst hier nicht mehr schreiben/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Nachricht' })).toBeNull();
  });

  it('shows a refusal with its catalogue text', async () => {
    mockMessagingApi([thread()]);
    mockApi({
      'POST /messaging/conversations/:id/messages': apiError(403, 'account.user_blocked'),
    });
    const user = userEvent.setup();
    render();
    // The header said yes, the server says no: a block came in between.
    const field = await screen.findByRole('textbox', { name: 'Nachricht' });
    await user.type(field, 'Hallo?');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieses Mitglied hat dich blockiert oder wurde blockiert.',
    );
    expect(field).toHaveValue('Hallo?');
  });

  it('archives from the menu', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archivieren' }));
    expect(await screen.findByText('Unterhaltung archiviert.')).toBeVisible();
    expect(api.calls('PATCH /messaging/conversations/:id')[0]?.body).toEqual({ archived: true });
  });

  it('shows "als {page}" when the viewer writes as a page', async () => {
    const asPage = thread();
    asPage.conversation.me = MY_PAGE;
    mockMessagingApi([asPage]);
    render();
    expect(await screen.findByText(/als Mias Band/)).toBeVisible();
  });
});

describe('a new conversation', () => {
  it('is created with its first message, and the address names it then', async () => {
    const api = mockMessagingApi([]);
    const user = userEvent.setup();
    const { router } = render('/directmessaging?to=user:lena00001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Nachricht' })).toBeVisible();
    expect(api.calls('POST /messaging/conversations')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Hallo Lena');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=cnv/));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls('POST /messaging/conversations')[0]?.body).toEqual({
      to: { kind: 'user', id: 'lena00001' },
      text: 'Hallo Lena',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Partnerin' })).toBeVisible();
    expect(await screen.findByText('Hallo Lena')).toBeVisible();
  });

  it('asks for the sender first when the viewer may write as a page', async () => {
    const api = mockMessagingApi([], { senders: [ME, MY_PAGE] });
    const user = userEvent.setup();
    const { router } = render('/directmessaging?to=user:lena00001&context=booking:gig000001');
    await user.type(await screen.findByRole('textbox', { name: 'Nachricht' }), 'Wir hätten Zeit');
    await screen.findByText('Absender: Mia Meier (du)');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Absender wählen' });
    expect(api.calls('POST /messaging/conversations')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Mias Band' }));
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=cnv/));
    expect(api.calls('POST /messaging/conversations')[0]?.body).toEqual({
      to: { kind: 'user', id: 'lena00001' },
      as: { kind: 'page', id: 'mypage001' },
      context: { kind: 'booking', id: 'gig000001' },
      text: 'Wir hätten Zeit',
    });
    expect(api.calls('GET /messaging/senders')[0]?.query.get('contextKind')).toBe('booking');
    expect(await screen.findByText(/als Mias Band/)).toBeVisible();
  });

  it('says when the address names nobody', async () => {
    mockMessagingApi([]);
    render('/directmessaging?to=robot:x');
    expect(
      await screen.findByRole('heading', { name: 'Diese Unterhaltung gibt es nicht' }),
    ).toBeVisible();
  });
});
