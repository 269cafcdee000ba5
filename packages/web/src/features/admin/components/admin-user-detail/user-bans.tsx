import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

type Bans = AdminUserDetail['user']['bans'];

/** Whether the account has a ban (shadow, or a community ban, ended or not). */
export const hasBan = (bans: Bans) =>
  bans.shadowBannedAt !== null || bans.communityBanUntil !== null;

/** The bans section: the shadow ban and the community ban with their dates, or none. */
export function UserBans({ bans }: { bans: Bans }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Box sx={{ mt: 3 }}>
        <SectionHeader component="h3" title={t('bans.title')} />
      </Box>
      <Box data-testid="admin-bans">
        {!hasBan(bans) ? <Typography variant="body2">{t('bans.none')}</Typography> : null}
        {bans.shadowBannedAt ? (
          <Typography variant="body2">
            {t('bans.shadow', { date: formatDateTime(bans.shadowBannedAt) })}
          </Typography>
        ) : null}
        {bans.communityBanUntil ? (
          <Typography variant="body2">
            {t(bans.communityBanActive ? 'bans.community' : 'bans.communityEnded', {
              date: formatDateTime(bans.communityBanUntil),
            })}
          </Typography>
        ) : null}
      </Box>
    </>
  );
}
