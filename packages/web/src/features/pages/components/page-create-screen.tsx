import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@backline/domain';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from 'react-i18next';
import { createPage, meQuery, pageKeys } from '../api/pages-api.ts';
import { PageFormFields } from './page-form-fields.tsx';
import {
  emptyPageForm,
  serverFieldError,
  toCreateInput,
  validatePageForm,
  type PageFormErrors,
} from './page-form-model.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

export type PageCreateScreenProps = {
  /** After creating: where to go (the route sends the owner on to the edit screen). */
  onCreated: (page: Page) => void;
};

/** `/page/create`: kind and type, name, address, status, city, text, genres and links. */
export function PageCreateScreen({ onCreated }: PageCreateScreenProps) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(emptyPageForm);
  const [errors, setErrors] = useState<PageFormErrors>({});
  const create = useMutation({
    mutationFn: () => createPage(toCreateInput(values)),
    onSuccess: async (page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: pageKeys.mine }),
      ]);
      onCreated(page);
    },
    onError: (failure) => setErrors(serverFieldError(failure) ?? {}),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePageForm(values);
    setErrors(found);
    create.reset();
    if (Object.keys(found).length === 0) create.mutate();
  };

  const fieldFailure = create.error && serverFieldError(create.error);
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 720 }}>
      <PageTitle subtitle={t('create.intro')}>{t('create.title')}</PageTitle>
      <ErrorAlert error={fieldFailure ? null : create.error} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageFormFields values={values} onChange={setValues} errors={errors} mode="create" />
        <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: 2 }}>
          {t('create.submit')}
        </Button>
      </Box>
    </Box>
  );
}
