import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from './not-found-screen.tsx';
import { isChunkLoadError } from '../lib/chunk-load.ts';
import { usePageTitle } from '../lib/page-title.ts';

/** Shown when a screen failed: its code did not load (retry) or it threw (reload). */
export function FailureScreen({ kind }: { kind: 'chunk' | 'error' }) {
  const { t } = useTranslation();
  const title = kind === 'chunk' ? t('routeError.chunkTitle') : t('routeError.title');
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {kind === 'chunk' ? t('routeError.chunkText') : t('routeError.text')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<RefreshIcon />}
        onClick={() => window.location.reload()}
      >
        {t('reload')}
      </Button>
    </Container>
  );
}

/**
 * What the screens' error element shows: not found (an unknown address, parameters that fail
 * their rules, a route whose screen comes later), a chunk that did not load, or a failure.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isChunkLoadError(error)) return <FailureScreen kind="chunk" />;
  console.error(error);
  return <FailureScreen kind="error" />;
}
