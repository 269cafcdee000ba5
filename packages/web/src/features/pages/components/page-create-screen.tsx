import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PageFormSchema, emptyPageForm, pageCreateInputOf, type Page } from '@backline/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { createPage, meQuery, pageKeys } from '../api/pages-api.ts';
import { PageFormFields } from './page-form-fields.tsx';
import { pageServerFields } from './page-form-errors.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

export type PageCreateScreenProps = {
  /** After creating: where to go (the route sends the owner on to the edit screen). */
  onCreated: (page: Page) => void;
};

/** `/page/create`: kind and type, name, address, status, city, text, genres and links. */
export function PageCreateScreen({ onCreated }: PageCreateScreenProps) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const form = useAppForm(PageFormSchema, { defaultValues: emptyPageForm() });
  const create = useMutation({
    mutationFn: createPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: pageKeys.mine }),
      ]);
      onCreated(page);
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(pageCreateInputOf(values), {
      onError: (error) => applyServerErrors(form, error, pageServerFields(values)),
    }),
  );

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 720 }}>
      <PageHeader title={t('create.title')} subtitle={t('create.intro')} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageFormFields control={form.control} mode="create" />
        <ErrorAlert
          error={hasServerFieldErrors(form.formState.errors) ? null : create.error}
          sx={{ mt: 2 }}
        />
        <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: 2 }}>
          {t('create.submit')}
        </Button>
      </Box>
    </Box>
  );
}
