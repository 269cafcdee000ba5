import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumComment, ForumCommentPage, ForumTopic } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CommentSection } from './comment-section.tsx';

const author = (name: string, id: string) => ({
  kind: 'user' as const,
  id,
  name,
  resource: `/user/x-${id}`,
});

const TOPIC: ForumTopic = {
  id: 'topic0001',
  path: '/forum/verstaerker-topic0001',
  title: 'Verstärker',
  excerpt: 'Welcher?',
  body: 'Welcher?',
  tags: [],
  category: { id: 'fcatgear01', slug: 'equipment', names: { de: 'Equipment', en: 'Gear' } },
  author: author('Anna', 'anna00001'),
  commentCount: 3,
  threadState: 'open',
  contentState: 'published',
  mine: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActivityAt: '2026-11-20T12:00:00.000Z',
  editedAt: null,
  following: false,
  canModerate: false,
  commentRefusal: null,
};

const comment = (overrides: Partial<ForumComment>): ForumComment => ({
  id: 'comment01',
  topicId: TOPIC.id,
  parentId: null,
  author: author('Bruno', 'bruno0001'),
  body: 'Nimm den Combo.',
  state: 'visible',
  mine: false,
  createdAt: '2026-11-20T11:00:00.000Z',
  editedAt: null,
  replies: [],
  ...overrides,
});

const PAGE: ForumCommentPage = {
  items: [
    comment({ id: 'comment01', state: 'hidden', body: 'Kauf Follower!' }),
    comment({
      id: 'comment02',
      state: 'deleted',
      body: null,
      replies: [
        { ...comment({ id: 'comment03', parentId: 'comment02', body: 'Antwort bleibt.' }) },
      ],
    }),
  ],
  nextCursor: null,
};

const api = () =>
  mockApi({
    'GET /forum/topics/:id/comments': PAGE,
    'GET /user/pages': { pages: [] },
    'POST /moderation/actions': {},
  });

describe('CommentSection', () => {
  it('shows a hidden comment behind the policy notice and a deleted one as a placeholder', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<CommentSection topic={TOPIC} />);
    expect(
      await screen.findByText(
        'Dieser Kommentar wurde wegen eines Verstoßes gegen unsere Richtlinien ausgeblendet',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Kauf Follower!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('Kauf Follower!')).toBeVisible();
    expect(screen.getByText('Dieser Kommentar wurde gelöscht.')).toBeVisible();
    expect(screen.getByText('Antwort bleibt.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Moderieren' })).toBeNull();
  });

  it('offers moderators the measures with a mandatory reason', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CommentSection topic={{ ...TOPIC, canModerate: true }} />);
    const [hidden] = await screen.findAllByRole('article', { name: 'Bruno' });
    if (!hidden) throw new Error('no comment');
    await user.click(
      within(hidden).getAllByRole('button', { name: 'Moderieren' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Moderationsmaßnahme' });
    await user.click(within(dialog).getByRole('radio', { name: 'Kommentar wieder einblenden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(calls.calls('POST /moderation/actions')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), 'Kein Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }));
    expect(await screen.findByText('Maßnahme ausgeführt')).toBeVisible();
    expect(calls.calls('POST /moderation/actions')[0]?.body).toEqual({
      subject: { kind: 'forum_comment', id: 'comment01' },
      action: 'unhide',
      reason: 'Kein Spam.',
    });
  });

  it('says why there is no composer in a closed thread', async () => {
    api();
    renderWithProviders(
      <CommentSection topic={{ ...TOPIC, threadState: 'closed', commentRefusal: 'closed' }} />,
    );
    expect(
      await screen.findByText(
        'Diese Diskussion ist geschlossen. Neue Kommentare sind nicht möglich.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kommentieren' })).toBeNull();
  });
});
