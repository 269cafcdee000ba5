import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ForumTopicFormSchema, type ForumTopic, type ForumTopicForm } from '@backline/domain';
import { useEffect, useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  FORUM_KEY,
  createTopic,
  forumCategoriesQuery,
  forumTopicQuery,
  updateTopic,
} from '../api/forum-api.ts';
import { localized } from './forum-format.ts';
import { SenderSelect } from './sender-select.tsx';

export type TopicEditorDialogProps = {
  open: boolean;
  /** The topic to edit; null for a new one. */
  topic: ForumTopic | null;
  defaultCategoryId?: string;
  onClose: () => void;
};

/** Writing a new topic (as oneself or a page) or editing one's own. */
export function TopicEditorDialog({
  open,
  topic,
  defaultCategoryId,
  onClose,
}: TopicEditorDialogProps) {
  const { t } = useTranslation(['forum', 'errors']);
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(forumCategoriesQuery);
  const firstCategory = categories.data?.items[0]?.id ?? '';
  const form = useAppForm(ForumTopicFormSchema, {
    defaultValues: {
      categoryId: topic?.category.id ?? defaultCategoryId ?? firstCategory,
      title: topic?.title ?? '',
      body: topic?.body ?? '',
      tags: topic?.tags.join(', ') ?? '',
      pageId: '',
    } satisfies ForumTopicForm,
  });
  const category = useController({ control: form.control, name: 'categoryId' });
  // Opened before the categories arrived: the first one is the default once they are there.
  useEffect(() => {
    if (!form.getValues('categoryId') && firstCategory) form.setValue('categoryId', firstCategory);
  }, [form, firstCategory]);
  const sender = useController({ control: form.control, name: 'pageId' });
  const errorText = useFieldErrorText();
  const save = useMutation({
    mutationFn: (input: Parameters<typeof createTopic>[0]) =>
      topic ? updateTopic(topic.id, input) : createTopic(input, form.getValues('pageId') || null),
    onSuccess: (saved) => {
      queryClient.setQueryData(forumTopicQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...FORUM_KEY, 'topics'] });
      onClose();
      if (!topic) void navigate(saved.path);
    },
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(topic ? 'forum:editor.editTitle' : 'forum:editor.createTitle')}
      </DialogTitle>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            save.mutate(values, {
              onError: (error) => void applyServerErrors(form, error),
            }),
          )(event)
        }
      >
        <DialogContent sx={{ pt: 1 }}>
          <Stack sx={{ gap: 2 }}>
            {topic ? null : (
              <SenderSelect
                name="pageId"
                value={sender.field.value}
                onChange={sender.field.onChange}
              />
            )}
            <SelectField
              label={t('forum:category')}
              name="categoryId"
              value={category.field.value || firstCategory}
              options={(categories.data?.items ?? []).map((item) => ({
                value: item.id,
                label: localized(item.names),
              }))}
              onChange={category.field.onChange}
              inputRef={category.field.ref}
              error={Boolean(category.fieldState.error)}
              helperText={errorText(category.fieldState.error)}
            />
            <FormTextField
              control={form.control}
              name="title"
              label={t('forum:editor.title')}
              required
            />
            <FormTextField
              control={form.control}
              name="body"
              label={t('forum:editor.body')}
              hint={t('forum:editor.bodyHint')}
              multiline
              minRows={5}
              required
            />
            <FormTextField
              control={form.control}
              name="tags"
              label={t('forum:editor.tags')}
              hint={t('forum:editor.tagsHint')}
            />
            {save.isError && !hasServerFieldErrors(form.formState.errors) ? (
              <ErrorAlert error={save.error} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('forum:editor.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(topic ? 'forum:editor.submitEdit' : 'forum:editor.submitCreate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
