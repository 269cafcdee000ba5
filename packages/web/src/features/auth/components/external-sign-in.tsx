import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { safeRedirectTarget } from '../../../lib/navigation.ts';
import { useTranslation } from 'react-i18next';
import { oidcProvidersQuery, savePendingFlow, startOidcFlow } from '../api/oidc-api.ts';

export type ExternalSignInProps = {
  /** Where to go after signing in (the login's `redirect`). */
  redirect: string | null;
};

/**
 * "Sign in with <provider>" buttons under the login form, one per configured OpenID Connect
 * provider; nothing at all when there is none. The browser leaves for the provider, which sends
 * it back to `/oauth`.
 */
export function ExternalSignIn({ redirect }: ExternalSignInProps) {
  const { t } = useTranslation(['oauth', 'errors']);
  const providers = useQuery(oidcProvidersQuery);
  const start = useMutation({
    mutationFn: async (provider: string) => {
      const { url, flow } = await startOidcFlow(provider);
      savePendingFlow({ provider, flow, redirect: safeRedirectTarget(redirect) });
      window.location.assign(url);
    },
  });

  if (!providers.data?.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }}>{t('oauth:or')}</Divider>
      <ErrorAlert error={start.error} sx={{ mb: 2 }} />
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          size="large"
          fullWidth
          sx={{ mb: 1 }}
          loading={start.isPending && start.variables === provider.id}
          disabled={start.isPending}
          onClick={() => start.mutate(provider.id)}
        >
          {t('oauth:signInWith', { name: provider.name })}
        </Button>
      ))}
    </Box>
  );
}
