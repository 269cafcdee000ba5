import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReportMenu } from './report-menu.tsx';

const SUBJECT = { kind: 'message', id: 'msg000001' } as const;

const answer = (body: Record<string, unknown>) => ({
  id: 'rep000001',
  subject: body['subject'],
  reason: body['reason'],
  details: body['details'] || null,
  status: 'open',
  createdAt: '2026-11-27T00:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
});

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ReportMenu subject={SUBJECT} label="Aktionen zur Nachricht" />);
  await user.click(screen.getByRole('button', { name: 'Aktionen zur Nachricht' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Melden' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nachricht melden' });
  return { user, dialog };
}

describe('ReportDialog', () => {
  it('sends the reason and details and thanks in a snackbar', async () => {
    const api = mockApi({ 'POST /reports': ({ body }) => answer(body as Record<string, unknown>) });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam oder Werbung' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details' }),
      'Werbung für Follower',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Melden' }));
    expect(await screen.findByText('Danke für deine Meldung. Wir sehen uns das an.')).toBeVisible();
    expect(api.calls('POST /reports')[0]?.body).toEqual({
      subject: SUBJECT,
      reason: 'spam',
      details: 'Werbung für Follower',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a reason, and for details when the reason is "Sonstiges"', async () => {
    const api = mockApi({ 'POST /reports': ({ body }) => answer(body as Record<string, unknown>) });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Melden' }));
    expect(await within(dialog).findByText('Bitte wähle einen Grund.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Sonstiges' }));
    await user.click(within(dialog).getByRole('button', { name: 'Melden' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(api.calls('POST /reports')).toHaveLength(0);
  });

  it("shows the catalogue's answer for a second report and stays open", async () => {
    mockApi({ 'POST /reports': () => apiError(409, 'reports.already_reported') });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Belästigung oder Mobbing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Melden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das hast du schon gemeldet.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
