import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REACTIVATION_LINK_TTL_DAYS, ReactivationMailInputSchema } from '@backline/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { setToken } from '../../../lib/session-storage.ts';
import {
  redeemLifecycleLink,
  requestLifecycleLinkMail,
  type LifecycleLinkKind,
} from '../api/account-lifecycle-api.ts';

/**
 * The login route's lifecycle part: `?reactivate=<token>` and `?restore=<token>` (the mailed
 * links) sign in and land on /home (with two-factor sign-in they lead on to the sign-in instead);
 * `?farewell=` explains what follows a deactivation or deletion.
 */
export function LifecycleLinkScreen() {
  return (
    <Box sx={{ maxWidth: 440, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <LifecycleLinkFlow />
      </Paper>
    </Box>
  );
}

function LifecycleLinkFlow() {
  const [searchParams] = useSearchParams();
  const reactivate = searchParams.get('reactivate');
  const restore = searchParams.get('restore');
  if (reactivate !== null)
    return <LinkStep key={reactivate} kind="reactivate" token={reactivate} />;
  if (restore !== null) return <LinkStep key={restore} kind="restore" token={restore} />;
  return (
    <Farewell
      kind={searchParams.get('farewell') === 'deleted' ? 'deleted' : 'deactivated'}
      purgeAt={searchParams.get('purge')}
    />
  );
}

function LinkStep({ kind, token }: { kind: LifecycleLinkKind; token: string }) {
  const { t } = useTranslation('account-lifecycle');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redeem = useMutation({
    mutationFn: async (): Promise<{ signedIn: boolean }> => {
      const result = await redeemLifecycleLink(kind, token);
      // Two-factor sign-in: the account is back; password and code sign in (below).
      if (!('token' in result)) return { signedIn: false };
      // Signed in as activation does; /home loads the user.
      queryClient.clear();
      setToken(result.token);
      return { signedIn: true };
    },
    onSuccess: ({ signedIn }) => {
      if (signedIn) void navigate('/home', { replace: true });
    },
  });
  // A link is used once: strict mode's second effect must not post it again.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    redeem.mutate();
  }, [redeem]);

  return (
    <>
      <PageHeader
        title={kind === 'reactivate' ? t('link.reactivateTitle') : t('link.restoreTitle')}
      />
      {redeem.isError ? (
        <>
          <ErrorAlert error={redeem.error} sx={{ mb: 2 }} />
          <NewLinkForm />
        </>
      ) : redeem.data?.signedIn === false ? (
        <SignInNext kind={kind} />
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('link.working')}</Typography>
        </Box>
      )}
      <BackToLogin />
    </>
  );
}

/**
 * The link brought back an account with two-factor sign-in: a mailed link is no second factor,
 * so the way on is the normal sign-in with password and the authenticator's code.
 */
function SignInNext({ kind }: { kind: LifecycleLinkKind }) {
  const { t } = useTranslation('account-lifecycle');
  return (
    <>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {kind === 'reactivate' ? t('link.reactivated') : t('link.restored')}{' '}
        {t('link.signInWithCode')}
      </Alert>
      <Button component={RouterLink} to="/login" replace variant="contained">
        {t('link.signIn')}
      </Button>
    </>
  );
}

/** Asks for a fresh link when the mailed one did not work (expired, used, superseded). */
function NewLinkForm() {
  const { t } = useTranslation(['account-lifecycle', 'errors']);
  const form = useAppForm(ReactivationMailInputSchema, { defaultValues: { email: '' } });
  const send = useMutation({ mutationFn: requestLifecycleLinkMail });

  // The answer never tells whether the address has such an account.
  const onSubmit = form.handleSubmit(
    ({ email }) =>
      send.mutate(email, {
        onError: (error) => {
          if (applyServerErrors(form, error)) send.reset();
        },
      }),
    () => send.reset(),
  );

  if (send.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('link.sent')}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography sx={{ mb: 1 }}>{t('link.newLinkIntro')}</Typography>
      <ErrorAlert error={send.error} sx={{ mb: 1 }} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('link.email')}
        type="email"
        autoComplete="email"
        required
        margin="dense"
        inputProps={{ inputMode: 'email', spellCheck: false }}
      />
      <Button type="submit" variant="contained" loading={send.isPending} sx={{ mt: 1 }}>
        {t('link.sendLink')}
      </Button>
    </Box>
  );
}

function Farewell({ kind, purgeAt }: { kind: 'deactivated' | 'deleted'; purgeAt: string | null }) {
  const { t } = useTranslation('account-lifecycle');
  const date = purgeAt && !Number.isNaN(Date.parse(purgeAt)) ? purgeAt : null;
  return (
    <>
      <PageHeader
        title={kind === 'deleted' ? t('done.deletedTitle') : t('done.deactivatedTitle')}
      />
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {kind === 'deleted'
          ? t('done.deletedText', {
              date: date ? formatDate(date, { dateStyle: 'long' }) : '—',
            })
          : t('done.deactivatedText', { count: REACTIVATION_LINK_TTL_DAYS })}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('done.home')}
      </Button>
    </>
  );
}

function BackToLogin() {
  const { t } = useTranslation('account-lifecycle');
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        {t('link.toLogin')}
      </Link>
    </Typography>
  );
}
