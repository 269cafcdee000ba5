import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatScreen } from './chat-screen.tsx';
import { conversation, mockMessagingApi, party, type Thread } from './messaging-test-api.ts';

const LENA = party({ id: 'lena00001', name: 'Lena Hoffmann' });

const thread = (canAttach = true): Thread => ({
  conversation: conversation({ id: 'cnv0lena1', partner: LENA, canAttach }),
  messages: [{ id: 'm00000001', mine: false, text: 'Hallo', sentAt: '2026-11-20T10:00:00.000Z' }],
  lastReadId: 'm00000001',
});

const render = () =>
  renderWithProviders(<ChatScreen />, { route: '/directmessaging?id=cnv0lena1' });

const jpeg = (name = 'buehne.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], name, {
    type: 'image/jpeg',
  });
const pdf = (name = 'Rider.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.7 technical rider')], name, {
    type: 'application/pdf',
  });

describe('Composer attachments', () => {
  it('uploads an image and a PDF, previews them, and sends them with the text', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup();
    render();
    const attach = await screen.findByRole('button', { name: 'Datei anhängen' });
    expect(attach).toBeEnabled();
    await user.upload(screen.getByTestId('attachment-input'), [jpeg(), pdf()]);

    const previews = await screen.findByRole('list', { name: 'Anhänge der Nachricht' });
    await waitFor(() => expect(within(previews).getAllByTestId('composer-file')).toHaveLength(2));
    await waitFor(() =>
      expect(within(previews).getByRole('img')).toHaveAttribute('alt', 'buehne.jpg'),
    );
    expect(within(previews).getByText('Rider.pdf')).toBeInTheDocument();
    expect(api.calls('POST /messaging/conversations/:id/attachments')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Fotos und Rider');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(api.calls('POST /messaging/conversations/:id/messages')[0]?.body).toEqual({
        text: 'Fotos und Rider',
        attachmentIds: [...api.pending.keys()],
      }),
    );
    // Sent: the previews go, the message shows its files in the history.
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Anhänge der Nachricht' })).toBeNull(),
    );
    const files = await screen.findByTestId('message-attachments');
    expect(
      within(files).getByRole('link', { name: 'Bild buehne.jpg in voller Größe öffnen' }),
    ).toHaveAttribute('href', expect.stringContaining('/xtralarge?'));
    expect(
      within(files).getByRole('link', { name: /^Rider\.pdf · \d+ KB herunterladen$/ }),
    ).toHaveAttribute('href', expect.stringContaining('/file?'));
  });

  it('removes a file before sending: the upload is taken back', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'Datei anhängen' });
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    const remove = await screen.findByRole('button', { name: 'Rider.pdf entfernen' });
    await waitFor(() => expect(api.pending.size).toBe(1));
    await user.click(remove);
    expect(screen.queryByTestId('composer-file')).toBeNull();
    await waitFor(() => expect(api.calls('DELETE /messaging/attachments/:id')).toHaveLength(1));
    expect(api.pending.size).toBe(0);
  });

  it('refuses a wrong type in the browser and shows the server’s refusal from the catalogue', async () => {
    const api = mockMessagingApi([thread()]);
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByRole('button', { name: 'Datei anhängen' });
    await user.upload(
      screen.getByTestId('attachment-input'),
      new File(['<html></html>'], 'seite.html', { type: 'text/html' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Dateityp wird hier nicht unterstützt. Erlaubt: JPEG, PNG, WebP, AVIF, HEIC, PDF',
    );
    expect(api.calls('POST /messaging/conversations/:id/attachments')).toHaveLength(0);

    // The rule changed since the chat opened: the server refuses with its code.
    api.threads[0]!.conversation.canAttach = false;
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anhänge gehen nur an bestätigte Kontakte oder an Mitglieder, die dir schon geschrieben haben.',
    );
    expect(screen.queryByTestId('composer-file')).toBeNull();
    // The header is asked again: the attach button goes, the refusal stays.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Datei anhängen' })).toBeNull(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Anhänge gehen nur an');
  });

  it('offers no attach button where the conversation does not allow files', async () => {
    mockMessagingApi([thread(false)]);
    render();
    await screen.findByRole('textbox', { name: 'Nachricht' });
    expect(screen.queryByRole('button', { name: 'Datei anhängen' })).toBeNull();
  });
});
