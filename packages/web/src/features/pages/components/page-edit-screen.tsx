import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PageFormSchema,
  canEditPage,
  pageFormOf,
  pageUpdateInputOf,
  type Page,
  type UpdatePageInput,
} from '@backline/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from 'react-i18next';
import { meQuery, pageKeys, pageQuery, updatePage } from '../api/pages-api.ts';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { PageFormFields } from './page-form-fields.tsx';
import { pageServerFields } from './page-form-errors.ts';
import { renderSlot, type PageSlot } from './page-slots.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

// Team, invites, requests and deletion load after the form.
const PageAdminSections = lazy(() => import('./page-admin-sections.tsx'));

/** The screen's width (the avatar slot's cover spans it). */
export const PAGE_EDIT_MAX_WIDTH = 800;

export type PageEditScreenProps = {
  /** From `/page/edit?id={pageId}`; null when the address names no page. */
  pageId: string | null;
  /** The signed-in user. */
  userId: string;
  /** The avatar and cover editor (media feature), above the details. */
  avatarSlot?: PageSlot;
  /** The media manager (albums, audio, video, documents), below the details. */
  mediaSlot?: PageSlot;
  /** After the caller left the team or deleted the page. */
  onLeft: (page: Page) => void;
  onDeleted: () => void;
};

/**
 * `/page/edit?id=…`: owners and admins edit the page (sent acting as the page, `x-object-user`)
 * and administer its team; what each role sees follows the page policy.
 */
export function PageEditScreen({
  pageId,
  userId,
  avatarSlot,
  mediaSlot,
  onLeft,
  onDeleted,
}: PageEditScreenProps) {
  const { t } = useTranslation('pages');
  const query = useQuery({ ...pageQuery(pageId ?? ''), enabled: pageId !== null });
  if (pageId === null) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <PageHeader title={t('edit.title')} />
        <Alert severity="info">{t('edit.missingId')}</Alert>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <PageHeader title={t('edit.title')} />
        <ErrorAlert error={query.error} />
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('edit.title')} />
      </Box>
    );
  }
  const page = query.data;
  if (!canEditPage(page.myRole)) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <PageHeader title={t('edit.title')} />
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('edit.notAllowed')}
        </Alert>
        <Button component={RouterLink} to={page.resource} variant="outlined">
          {t('edit.view')}
        </Button>
      </Box>
    );
  }
  const context = { page, refresh: () => query.refetch() };
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_EDIT_MAX_WIDTH }}>
      <PageHeader
        title={t('edit.title')}
        documentTitle={t('edit.documentTitle', { name: page.name })}
        subtitle={
          <>
            {t('edit.actingAs', { name: page.name })}{' '}
            <Link component={RouterLink} to={page.resource}>
              {t('edit.view')}
            </Link>
          </>
        }
      />
      {avatarSlot ? renderSlot(avatarSlot, context) : null}
      <EditCard id="details" title={t('edit.sections.details')}>
        <PageDetailsForm key={page.id} page={page} />
      </EditCard>
      {mediaSlot ? (
        <EditCard id="media" title={t('edit.sections.media')}>
          {renderSlot(mediaSlot, context)}
        </EditCard>
      ) : null}
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} />
          </Box>
        }
      >
        <PageAdminSections
          page={page}
          userId={userId}
          onLeft={() => onLeft(page)}
          onDeleted={onDeleted}
        />
      </Suspense>
    </Box>
  );
}

function PageDetailsForm({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const form = useAppForm(PageFormSchema, { defaultValues: pageFormOf(page) });
  const save = useMutation({
    mutationFn: (input: UpdatePageInput) => updatePage(page.id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(pageKeys.detail(saved.id), saved);
      // The server's normalised values (links) are the form's from now on.
      form.reset(pageFormOf(saved));
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(pageUpdateInputOf(values), {
      onError: (error) => applyServerErrors(form, error, pageServerFields(values)),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('edit.saved')}
        </Alert>
      ) : null}
      <PageFormFields control={form.control} mode="edit" pageId={page.id} />
      <ErrorAlert
        error={hasServerFieldErrors(form.formState.errors) ? null : save.error}
        sx={{ mt: 2 }}
      />
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
        {t('edit.save')}
      </Button>
    </Box>
  );
}

/** One titled card (an anchor target); the administration sections have their own. */
function EditCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      id={id}
      sx={{ p: { xs: 2, sm: 2.5 }, mt: 3 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
