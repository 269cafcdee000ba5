import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ForumTopic } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { forumCommentsQuery } from '../api/forum-api.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import { authorName } from './forum-format.ts';

const REFUSAL_TEXT = {
  closed: 'topic.closed',
  hidden: 'topic.hidden',
  thread_ban: 'comments.threadBanned',
} as const;

/** A topic's comments: the composer (or why there is none), the pages, replies one level deep. */
export function CommentSection({ topic }: { topic: ForumTopic }) {
  const { t } = useTranslation('forum');
  const query = useInfiniteQuery(forumCommentsQuery(topic.id));
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canReply = topic.commentRefusal === null;

  return (
    <Box component="section" aria-labelledby="forum-comments-heading" sx={{ mt: 3 }}>
      <Typography id="forum-comments-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('comments.heading')} ({topic.commentCount})
      </Typography>
      {topic.commentRefusal ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(REFUSAL_TEXT[topic.commentRefusal])}
        </Alert>
      ) : (
        <Box sx={{ mb: 3 }}>
          <CommentComposer topicId={topic.id} />
        </Box>
      )}
      {query.isPending ? <CardSkeletons leading="circle" count={2} /> : null}
      {query.isError && !query.data ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data && comments.length === 0 && topic.threadState !== 'hidden' ? (
        <Typography color="text.secondary">{t('comments.empty')}</Typography>
      ) : null}
      <Stack divider={<Divider flexItem />} sx={{ gap: 2 }}>
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            topicId={topic.id}
            canModerate={topic.canModerate}
            canReply={canReply}
            onReply={() => setReplyingTo(comment.id)}
          >
            {comment.replies.length > 0 || replyingTo === comment.id ? (
              <Stack
                sx={{ gap: 2, mt: 2, pl: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}
              >
                {comment.replies.map((reply) => (
                  <CommentItem
                    key={reply.id}
                    comment={reply}
                    topicId={topic.id}
                    canModerate={topic.canModerate}
                    canReply={canReply}
                    onReply={() => setReplyingTo(comment.id)}
                  />
                ))}
                {replyingTo === comment.id ? (
                  <CommentComposer
                    topicId={topic.id}
                    parentId={comment.id}
                    label={t('comments.replyTo', {
                      name: authorName(comment.author, t('deletedUser')),
                    })}
                    onDone={() => setReplyingTo(null)}
                    onCancel={() => setReplyingTo(null)}
                  />
                ) : null}
              </Stack>
            ) : null}
          </CommentItem>
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('comments.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
