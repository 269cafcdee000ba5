import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { MAX_MEDIA_TITLE_LENGTH, MediaLinkSchema, type MediaLink } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../../lib/forms/use-app-form.ts';
import type { Announce } from '../manager-parts.tsx';
import { settledRefresh } from './section-parts.tsx';

/**
 * A link (YouTube or SoundCloud) with a title, sent by `add`; the server's refusal of the link
 * or the title shows at that field, anything else above the list.
 */
export function LinkForm({
  urlLabel,
  submitLabel,
  add,
  announce,
  refresh,
}: {
  urlLabel: string;
  submitLabel: string;
  add: (link: MediaLink) => Promise<unknown>;
  announce: Announce;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation('media');
  const form = useAppForm(MediaLinkSchema, { defaultValues: { url: '', title: '' } });
  const mutation = useMutation({
    mutationFn: add,
    onSuccess: () => {
      form.reset();
      announce(t('manager.saved'));
    },
    ...settledRefresh(refresh),
  });
  const onSubmit = form.handleSubmit((link) =>
    mutation.mutate(link, { onError: (error) => applyServerErrors(form, error) }),
  );

  return (
    <>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <FormTextField
            control={form.control}
            name="url"
            size="small"
            type="url"
            label={urlLabel}
            inputProps={{ maxLength: 500, inputMode: 'url' }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={form.control}
            name="title"
            size="small"
            label={t('videos.videoTitle')}
            inputProps={{ maxLength: MAX_MEDIA_TITLE_LENGTH }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
      <ErrorAlert error={hasServerFieldErrors(form.formState.errors) ? null : mutation.error} />
    </>
  );
}
