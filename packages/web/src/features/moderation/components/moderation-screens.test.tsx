import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ModerationScreen } from './moderation-screen.tsx';
import { MyModerationScreen } from './my-moderation-screen.tsx';

const MEASURE = {
  id: 'measure1',
  subject: { kind: 'message', id: 'msg01' },
  action: 'community_ban',
  reason: 'Werbung für gekaufte Follower.',
  until: '2099-12-31T22:59:00.000Z',
  title: null,
  excerpt: 'Kauf billig Follower',
  createdAt: '2026-11-20T09:00:00.000Z',
  appealable: true,
  appeal: { state: 'none', text: null, createdAt: null, decidedAt: null, decisionReason: null },
};

const QUEUE_ITEM = {
  subject: { kind: 'message', id: 'msg01' },
  content: {
    title: 'Bruno Spammer',
    excerpt: 'Kauf billig Follower',
    authorUserId: 'bruno',
    href: null,
    state: 'visible',
  },
  reportCount: 1,
  oldestReportAt: '2026-11-20T08:00:00.000Z',
  reports: [
    {
      id: 'r1',
      reason: 'spam',
      details: 'Werbung',
      status: 'open',
      createdAt: '2026-11-20T08:00:00.000Z',
      reporterName: 'Anna Aufmerksam',
    },
  ],
  actions: ['delete', 'shadow_ban', 'community_ban', 'lift_ban'],
  measures: [],
};

const MODERATOR_MEASURE = (takenByMe: boolean) => ({
  ...MEASURE,
  appeal: {
    ...MEASURE.appeal,
    state: 'open',
    text: 'War ein Scherz.',
    createdAt: MEASURE.createdAt,
  },
  takenByMe,
  moderatorName: 'Mara Moderation',
  affectedUserName: 'Bruno Spammer',
  content: QUEUE_ITEM.content,
});

describe('ModerationScreen', () => {
  it('tells a member without the role that the page is not for them, asking nothing', () => {
    const api = mockApi({});
    renderWithProviders(<ModerationScreen siteRole="user" />, { route: '/moderation' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Seite ist nur für Moderatoren und Administratoren.',
    );
    expect(api.calls()).toHaveLength(0);
  });

  it('shows a reported message in context and deletes it only with a reason', async () => {
    const api = mockApi({
      'GET /moderation/queue': { items: [QUEUE_ITEM], nextCursor: null },
      'POST /moderation/actions': MEASURE,
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationScreen siteRole="moderator" />, { route: '/moderation' });
    const card = (await screen.findByText('Kauf billig Follower')).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Spam oder Werbung');
    expect(card).toHaveTextContent('Anna Aufmerksam');
    expect(card).toHaveTextContent('Zustand: sichtbar');

    await user.click(within(card).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Löschen: Nachricht' });
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(/^Begründung/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.calls('POST /moderation/actions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Begründung/), 'Werbung');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(await screen.findByText('Maßnahme ausgeführt.')).toBeVisible();
    expect(api.calls('POST /moderation/actions')[0]?.body).toEqual({
      subject: { kind: 'message', id: 'msg01' },
      action: 'delete',
      reason: 'Werbung',
    });
  });

  it('lets another moderator decide an objection, and shows the own measure why not', async () => {
    mockApi({
      'GET /moderation/appeals': {
        items: [MODERATOR_MEASURE(true), { ...MODERATOR_MEASURE(false), id: 'measure2' }],
      },
    });
    renderWithProviders(<ModerationScreen siteRole="moderator" />, {
      route: '/moderation?tab=appeals',
    });
    const cards = await screen.findAllByText('Einspruch: War ein Scherz.');
    expect(cards).toHaveLength(2);
    const own = cards[0]?.closest('li') as HTMLElement;
    expect(own).toHaveTextContent('Das ist deine eigene Maßnahme');
    expect(within(own).queryByRole('button', { name: 'Entscheiden' })).toBeNull();
    const other = cards[1]?.closest('li') as HTMLElement;
    expect(within(other).getByRole('button', { name: 'Entscheiden' })).toBeEnabled();
  });
});

describe('MyModerationScreen', () => {
  it('shows a measure with its reason and sends an objection once', async () => {
    const api = mockApi({
      'GET /moderation/measures/mine': { items: [MEASURE] },
      'GET /reports/mine': { items: [], nextCursor: null },
      'POST /moderation/measures/:id/appeal': {
        ...MEASURE,
        appeal: { ...MEASURE.appeal, state: 'open', text: 'War ein Scherz.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyModerationScreen />, { route: '/account/moderation' });
    const card = (await screen.findByText('Begründung: Werbung für gekaufte Follower.')).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Community-Sperre · Nachricht');
    expect(card).toHaveTextContent('Kein Einspruch');
    expect(screen.getByText('Keine Meldungen')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Einspruch einlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einspruch einlegen' });
    await user.type(within(dialog).getByLabelText(/^Dein Einspruch/), 'War ein Scherz.');
    await user.click(within(dialog).getByRole('button', { name: 'Einspruch einlegen' }));
    expect(await screen.findByText(/Einspruch eingelegt/)).toBeVisible();
    expect(api.calls('POST /moderation/measures/:id/appeal')[0]?.body).toEqual({
      text: 'War ein Scherz.',
    });
  });
});
