import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumComment, ForumReply } from '@backline/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReportMenu } from '../../../components/report/report-menu.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { deleteComment, refreshTopic } from '../api/forum-api.ts';
import { CommentComposer } from './comment-composer.tsx';
import { authorName } from './forum-format.ts';
import { ForumMarkdownBody } from './forum-markdown-body.tsx';
import { ModerationButton } from './moderation-button.tsx';
import { commentActions } from './moderation-actions.ts';

export type CommentItemProps = {
  comment: ForumComment | ForumReply;
  topicId: string;
  canModerate: boolean;
  /** Replies may be written (the thread takes comments). */
  canReply: boolean;
  onReply?: () => void;
  children?: ReactNode;
};

/** The text of a comment in its state: the text, the policy notice with "show", or the placeholder. */
function CommentBody({ comment }: { comment: ForumComment | ForumReply }) {
  const { t } = useTranslation('forum');
  const [shown, setShown] = useState(false);
  if (comment.state === 'deleted' || comment.body === null) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('comments.deletedPlaceholder')}
      </Typography>
    );
  }
  if (comment.state === 'hidden') {
    return (
      <Stack sx={{ gap: 1 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setShown(!shown)}>
              {shown ? t('comments.hide') : t('comments.show')}
            </Button>
          }
        >
          {t('comments.hiddenNotice')}
        </Alert>
        {shown ? <ForumMarkdownBody text={comment.body} /> : null}
      </Stack>
    );
  }
  return <ForumMarkdownBody text={comment.body} />;
}

/** One comment or reply: author, time, text, and what the viewer may do with it. */
export function CommentItem({
  comment,
  topicId,
  canModerate,
  canReply,
  onReply,
  children,
}: CommentItemProps) {
  const { t } = useTranslation('forum');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: () => refreshTopic(queryClient, topicId),
  });
  const name = authorName(comment.author, t('deletedUser'));
  const live = comment.state !== 'deleted';
  const moderation = canModerate ? commentActions(comment) : [];

  return (
    <Box
      component="article"
      id={`comment-${comment.id}`}
      aria-label={name}
      sx={{ scrollMarginTop: 80 }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <UserAvatar
          name={name}
          seed={comment.author.id ?? comment.id}
          size={32}
          shape={comment.author.kind === 'page' ? 'rounded' : 'circular'}
          decorative
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            {comment.author.resource ? (
              <Link component={RouterLink} to={comment.author.resource} sx={{ fontWeight: 600 }}>
                {name}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(comment.createdAt)}
              {comment.editedAt ? ` · ${t('topic.edited')}` : ''}
            </Typography>
          </Stack>
          <Box sx={{ mt: 0.5 }}>
            {editing && comment.body !== null ? (
              <CommentComposer
                topicId={topicId}
                editing={{ id: comment.id, body: comment.body }}
                label={t('comments.edit')}
                onDone={() => setEditing(false)}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <CommentBody comment={comment} />
            )}
          </Box>
          {live && !editing ? (
            <Stack
              direction="row"
              sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              {canReply && onReply ? (
                <Button size="small" onClick={onReply}>
                  {t('comments.reply')}
                </Button>
              ) : null}
              {comment.mine ? (
                <>
                  <Button size="small" onClick={() => setEditing(true)}>
                    {t('comments.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(true)}>
                    {t('comments.delete')}
                  </Button>
                </>
              ) : (
                <ReportMenu
                  subject={{ kind: 'forum_comment', id: comment.id }}
                  label={t('comments.more', { name })}
                  size="small"
                />
              )}
              {moderation.length > 0 ? (
                <ModerationButton
                  subject={{ kind: 'forum_comment', id: comment.id }}
                  topicId={topicId}
                  actions={moderation}
                />
              ) : null}
            </Stack>
          ) : null}
          {children}
        </Box>
      </Stack>
      {deleting ? (
        <LazyConfirmDialog
          open={deleting}
          title={t('comments.deleteTitle')}
          text={t('comments.deleteText')}
          cancelLabel={t('comments.cancel')}
          confirmLabel={t('comments.delete')}
          destructive
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            remove.mutate();
          }}
        />
      ) : null}
    </Box>
  );
}
