import { LinkCard } from '../../../components/ui/link-card.tsx';
import { useTranslation } from 'react-i18next';

/** A short entry on the settings screen leading to the bookmarks screen. */
export function BookmarksSettingsCard({ to }: { to: string }) {
  const { t } = useTranslation('bookmarks');
  return (
    <LinkCard title={t('settingsTitle')} text={t('settingsText')} action={t('manage')} to={to} />
  );
}
