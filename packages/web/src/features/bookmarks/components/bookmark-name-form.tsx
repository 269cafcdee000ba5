import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { BOOKMARK_NAME_MAX_LENGTH, RenameBookmarkInputSchema } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';

export type BookmarkNameFormProps = {
  initialName?: string;
  submitLabel: string;
  /** Saves the (trimmed) name: a create or a rename; its success closes the form. */
  save: UseMutationResult<unknown, Error, string>;
  onCancel: () => void;
};

/**
 * The name of a bookmark with the domain's rule (1 to 60 characters after trimming); the server's
 * answer that names the field ('bookmark.exists') shows on the field.
 */
export function BookmarkNameForm({
  initialName = '',
  submitLabel,
  save,
  onCancel,
}: BookmarkNameFormProps) {
  const { t } = useTranslation('bookmarks');
  const form = useAppForm(RenameBookmarkInputSchema, { defaultValues: { name: initialName } });
  const onSubmit = form.handleSubmit(({ name }) =>
    save.mutate(name, {
      // Shown on the field, the answer needs no alert besides.
      onError: (error) => {
        if (applyServerErrors(form, error)) save.reset();
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} sx={{ my: 1 }}>
      <FormTextField
        control={form.control}
        name="name"
        label={t('name')}
        required
        hint={t('nameHint')}
        inputProps={{ maxLength: BOOKMARK_NAME_MAX_LENGTH }}
      />
      <ErrorAlert error={save.error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {submitLabel}
        </Button>
        <Button type="button" onClick={onCancel} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
