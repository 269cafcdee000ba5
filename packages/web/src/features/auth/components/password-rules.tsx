import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../texts.ts';

/** The password rules of spec section 5, one by one, for the live hint. */
export const PASSWORD_RULES = [
  { key: 'ruleLength', test: (value: string) => value.length >= 8 },
  { key: 'ruleLower', test: (value: string) => /[a-z]/.test(value) },
  { key: 'ruleUpper', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'ruleDigit', test: (value: string) => /[0-9]/.test(value) },
] as const;

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
          const met = rule.test(password);
          return (
            <Typography
              key={rule.key}
              component="li"
              variant="body2"
              color={met ? 'success.main' : 'text.secondary'}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Box component="span" aria-hidden sx={{ width: '1.25em', textAlign: 'center' }}>
                {met ? '✓' : '○'}
              </Box>
              <span>
                {t(`register.${rule.key}`)}
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
