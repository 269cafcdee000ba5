import { PASSWORD_RULES, type PasswordRuleId } from '@backline/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../texts.ts';

/** The hint's text for each rule of the domain's PASSWORD_RULES. */
const RULE_TEXT = {
  length: 'register.ruleLength',
  lower: 'register.ruleLower',
  upper: 'register.ruleUpper',
  digit: 'register.ruleDigit',
} as const satisfies Record<PasswordRuleId, string>;

/** The rules, each ticked once the password meets it (registration and password reset). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box id={id} sx={{ mt: -1, mb: 1, px: 1.75 }}>
      <Typography variant="body2" color="text.secondary">
        {t('register.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.pattern.test(password);
          return (
            <Typography
              key={rule.id}
              component="li"
              variant="body2"
              color={met ? 'success.main' : 'text.secondary'}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Box component="span" aria-hidden sx={{ width: '1.25em', textAlign: 'center' }}>
                {met ? '✓' : '○'}
              </Box>
              <span>
                {t(RULE_TEXT[rule.id])}
                <Box component="span" sx={visuallyHidden}>
                  {` (${met ? t('register.ruleMet') : t('register.ruleOpen')})`}
                </Box>
              </span>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
