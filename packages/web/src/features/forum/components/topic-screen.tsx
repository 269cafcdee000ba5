import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type ForumTopic } from '@backline/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ReportMenu } from '../../../components/report/report-menu.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { deleteTopic, FORUM_KEY, forumTopicQuery, setFollowing } from '../api/forum-api.ts';
import { CommentSection } from './comment-section.tsx';
import { authorName, localized } from './forum-format.ts';
import { ForumMarkdownBody } from './forum-markdown-body.tsx';
import { ModerationButton } from './moderation-button.tsx';
import { topicActions } from './moderation-actions.ts';

const TopicEditorDialog = lazy(() =>
  import('./topic-editor-dialog.tsx').then((module) => ({ default: module.TopicEditorDialog })),
);

const MAX_WIDTH = 860;

/** `/forum/{slug}-{id}`: the topic, its state, what the viewer may do, the comments. */
export function TopicScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t } = useTranslation('forum');
  const query = useQuery(forumTopicQuery(id));
  usePageTitle(query.data?.title ?? t('title'));
  if (query.isPending) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
        <DetailSkeleton />
      </Box>
    );
  }
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'forum.topic_not_found') {
      return <>{notFound}</>;
    }
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
      <BackButton />
      <TopicArticle topic={query.data} />
      <CommentSection topic={query.data} />
    </Box>
  );
}

function TopicArticle({ topic }: { topic: ForumTopic }) {
  const { t } = useTranslation('forum');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = authorName(topic.author, t('deletedUser'));
  const follow = useMutation({
    mutationFn: (following: boolean) => setFollowing(topic.id, following),
    onSuccess: ({ following }) =>
      queryClient.setQueryData(forumTopicQuery(topic.id).queryKey, { ...topic, following }),
  });
  const remove = useMutation({
    mutationFn: () => deleteTopic(topic.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...FORUM_KEY, 'topics'] });
      notify({ message: t('topic.deleted') });
      void navigate('/forum', { replace: true });
    },
  });

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {topic.contentState === 'depublished' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('topic.depublished')}
        </Alert>
      ) : null}
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1, overflowWrap: 'anywhere' }}
      >
        {topic.title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <UserAvatar
          name={name}
          seed={topic.author.id ?? topic.id}
          size={32}
          shape={topic.author.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
        {topic.author.resource ? (
          <Link component={RouterLink} to={topic.author.resource} sx={{ fontWeight: 600 }}>
            {name}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(topic.createdAt)}
          {topic.editedAt ? ` · ${t('topic.edited')}` : ''} ·{' '}
          <Link component={RouterLink} to={`/forum?category=${topic.category.slug}`}>
            {localized(topic.category.names)}
          </Link>
        </Typography>
      </Stack>
      <ForumMarkdownBody text={topic.body} />
      {topic.tags.length > 0 ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {topic.tags.map((tag) => (
            <Chip
              key={tag}
              label={`#${tag}`}
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/forum?tag=${encodeURIComponent(tag)}`}
              clickable
            />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        <Button
          variant={topic.following ? 'contained' : 'outlined'}
          startIcon={topic.following ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
          aria-pressed={topic.following}
          title={t('topic.followHint')}
          onClick={() => follow.mutate(!topic.following)}
          disabled={follow.isPending}
        >
          {topic.following ? t('topic.following') : t('topic.follow')}
        </Button>
        {topic.mine ? (
          <>
            <Button onClick={() => setEditing(true)}>{t('topic.edit')}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('topic.delete')}
            </Button>
          </>
        ) : (
          <ReportMenu subject={{ kind: 'forum_topic', id: topic.id }} label={t('topic.more')} />
        )}
        {topic.canModerate ? (
          <ModerationButton
            subject={{ kind: 'forum_topic', id: topic.id }}
            topicId={topic.id}
            actions={topicActions(topic)}
          />
        ) : null}
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <TopicEditorDialog open={editing} topic={topic} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {deleting ? (
        <LazyConfirmDialog
          open={deleting}
          title={t('topic.deleteTitle')}
          text={t('topic.deleteText')}
          cancelLabel={t('comments.cancel')}
          confirmLabel={t('topic.delete')}
          destructive
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            remove.mutate();
          }}
        />
      ) : null}
    </Paper>
  );
}
