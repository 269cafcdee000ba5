import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';

/** Switches between German and English; the button names the other language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = (i18n.resolvedLanguage ?? currentLanguage()) === 'en' ? 'de' : 'en';
  return (
    <Button
      color="inherit"
      onClick={() => void setLanguage(target)}
      aria-label={t('language.switchTo')}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {t('language.target')}
    </Button>
  );
}
