import { PASSWORD_MIN_LENGTH, type PasswordRuleId } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { PasswordRulesHint } from '../../../components/ui/password-rules-hint.tsx';

/**
 * The domain's `PASSWORD_RULES` with the sign-up wording (registration and password reset), each
 * ticked once `password` meets it; the length is the domain's minimum.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const rules: Record<PasswordRuleId, string> = {
    length: t('register.ruleLength', { count: PASSWORD_MIN_LENGTH }),
    lower: t('register.ruleLower'),
    upper: t('register.ruleUpper'),
    digit: t('register.ruleDigit'),
  };
  return (
    <PasswordRulesHint
      id={id}
      password={password}
      texts={{
        title: t('register.rulesTitle'),
        rules,
        met: t('register.ruleMet'),
        open: t('register.ruleOpen'),
      }}
    />
  );
}
