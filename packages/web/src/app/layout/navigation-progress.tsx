import { keyframes } from '@mui/material/styles';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * The bar's code (about 2 KiB gzip) is not in the entry: it loads after the first paint, long
 * before the first navigation that lasts 300 ms.
 */
const loadBar = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadBar);

/** Appears only when a navigation takes longer than this: quick ones stay calm. */
export const PROGRESS_DELAY_MS = 300;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * A thin bar under the top bar while the next screen's chunk, texts and data load (the old
 * screen stays meanwhile). It fades in after 300 ms, so most navigations never show it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => {
    loadBar().catch(() => undefined);
  }, []);
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t('loading')}
        data-testid="navigation-progress"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          opacity: 0,
          animation: `${appear} 150ms ease-out ${PROGRESS_DELAY_MS}ms forwards`,
        }}
      />
    </Suspense>
  );
}
