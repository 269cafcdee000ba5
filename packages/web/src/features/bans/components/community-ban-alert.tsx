import Alert from '@mui/material/Alert';
import { formatBanEnd } from '@backline/domain';
import { useTranslation } from 'react-i18next';

/** 'Community ban. You can not post until {date}', the date in the interface language. */
export function CommunityBanAlert({ until }: { until: string }) {
  const { t, i18n } = useTranslation('errors');
  // The user's own clock: the browser's time zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const date = formatBanEnd(until, i18n.language === 'en' ? 'en' : 'de', timeZone);
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }} data-testid="community-ban">
      {t('moderation.community_ban', { date })}
    </Alert>
  );
}
