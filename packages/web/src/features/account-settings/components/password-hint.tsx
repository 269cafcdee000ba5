import { PasswordRulesHint } from '../../../components/ui/password-rules-hint.tsx';
import { useTranslation } from 'react-i18next';

/** The password rules with the settings wording (password change). */
export function PasswordHint({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('settings');
  return (
    <PasswordRulesHint
      id={id}
      password={password}
      texts={{
        title: t('password.rulesTitle'),
        rules: {
          length: t('password.rules.length'),
          lower: t('password.rules.lower'),
          upper: t('password.rules.upper'),
          digit: t('password.rules.digit'),
        },
        met: t('password.met'),
        open: t('password.open'),
      }}
    />
  );
}
