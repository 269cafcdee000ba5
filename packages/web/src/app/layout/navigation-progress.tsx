import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

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
  if (navigation.state === 'idle') return null;
  return (
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
  );
}
