import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SiteRole } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { AppealsList } from './appeals-list.tsx';
import { QueueList } from './queue-list.tsx';

type ModerationTab = 'queue' | 'appeals';

/**
 * `/moderation` (issue 16): site moderators and admins (`siteRole` of the signed-in user, null
 * while it loads); the server checks every call as well, two-factor sign-in included. Two tabs
 * in the address (`?tab=appeals`): the reported subjects, and the open objections.
 */
export function ModerationScreen({ siteRole: role }: { siteRole: SiteRole | null }) {
  const { t } = useTranslation('moderation');
  const [params, setParams] = useSearchParams();
  const tab: ModerationTab = params.get('tab') === 'appeals' ? 'appeals' : 'queue';
  const allowed = role === 'moderator' || role === 'admin';
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t('title')}
        documentTitle={t('documentTitle')}
        subtitle={allowed ? t('intro') : undefined}
      />
      {role === null ? <DetailSkeleton /> : null}
      {role !== null && !allowed ? (
        <Alert severity="error" role="alert">
          {t('notAllowed')}
        </Alert>
      ) : null}
      {allowed ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: ModerationTab) =>
              setParams(value === 'appeals' ? { tab: 'appeals' } : {}, { replace: true })
            }
            variant="fullWidth"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {(['queue', 'appeals'] as const).map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`tabs.${value}`)}
                id={`moderation-tab-${value}`}
                aria-controls="moderation-panel"
              />
            ))}
          </Tabs>
          <Box id="moderation-panel" role="tabpanel" aria-labelledby={`moderation-tab-${tab}`}>
            {tab === 'queue' ? <QueueList /> : <AppealsList />}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
