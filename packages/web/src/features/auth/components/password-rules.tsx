import { PasswordRulesHint } from '../../../components/ui/password-rules-hint.tsx';
import { useTranslation } from 'react-i18next';

/** The password rules with the sign-up wording (registration and password reset). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordRulesHint
      id={id}
      password={password}
      texts={{
        title: t('register.rulesTitle'),
        rules: {
          length: t('register.ruleLength'),
          lower: t('register.ruleLower'),
          upper: t('register.ruleUpper'),
          digit: t('register.ruleDigit'),
        },
        met: t('register.ruleMet'),
        open: t('register.ruleOpen'),
      }}
    />
  );
}
