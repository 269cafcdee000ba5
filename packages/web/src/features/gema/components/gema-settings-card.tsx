import { LinkCard } from '../../../components/ui/link-card.tsx';
import { useTranslation } from 'react-i18next';

/** A short entry on the settings screen leading to the GEMA settings. */
export function GemaSettingsCard({ to }: { to: string }) {
  const { t } = useTranslation('gema');
  return (
    <LinkCard title={t('settingsTitle')} text={t('settingsText')} action={t('open')} to={to} />
  );
}
