import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ForumCommentFormSchema, type ForumCommentForm } from '@backline/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { createComment, refreshTopic, updateComment } from '../api/forum-api.ts';
import { SenderSelect } from './sender-select.tsx';

export type CommentComposerProps = {
  topicId: string;
  /** Answer this comment (a reply's top comment gets it); none for a new top comment. */
  parentId?: string;
  /** Edit this comment instead (its text). */
  editing?: { id: string; body: string };
  /** A reply's or an edit's field is labelled by what it is ("Antwort an Alex"). */
  label?: string;
  onDone?: () => void;
  onCancel?: () => void;
};

/** Writing a comment, a reply or an edit (as oneself or a page for new ones). */
export function CommentComposer({
  topicId,
  parentId,
  editing,
  label,
  onDone,
  onCancel,
}: CommentComposerProps) {
  const { t } = useTranslation(['forum', 'errors']);
  const queryClient = useQueryClient();
  const form = useAppForm(ForumCommentFormSchema, {
    defaultValues: { body: editing?.body ?? '', pageId: '' } satisfies ForumCommentForm,
  });
  const sender = useController({ control: form.control, name: 'pageId' });
  const post = useMutation({
    mutationFn: ({ body, pageId }: { body: string; pageId: string }) =>
      editing
        ? updateComment(editing.id, body)
        : createComment(topicId, { body, ...(parentId ? { parentId } : {}) }, pageId || null),
    onSuccess: async () => {
      form.reset({ body: '', pageId: form.getValues('pageId') });
      await refreshTopic(queryClient, topicId);
      onDone?.();
    },
  });
  const submitLabel = editing
    ? t('forum:comments.save')
    : parentId
      ? t('forum:comments.submitReply')
      : t('forum:comments.submit');

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          post.mutate(values, { onError: (error) => void applyServerErrors(form, error) }),
        )(event)
      }
    >
      <Stack sx={{ gap: 1.5 }}>
        {editing ? null : (
          <SenderSelect
            name={`pageId-${parentId ?? 'top'}`}
            value={sender.field.value}
            onChange={sender.field.onChange}
          />
        )}
        <FormTextField
          control={form.control}
          name="body"
          label={label ?? t('forum:comments.write')}
          multiline
          minRows={2}
        />
        {post.isError && !hasServerFieldErrors(form.formState.errors) ? (
          <ErrorAlert error={post.error} />
        ) : null}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{t('forum:comments.cancel')}</Button> : null}
          <Button type="submit" variant="contained" disabled={post.isPending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
