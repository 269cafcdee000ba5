import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES } from '@backline/domain';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../texts.ts';

/** The sign-up password rules of the domain, each ticked once the new password meets it. */
export function PasswordHint({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('settings');
  return (
    <Box id={id} sx={{ mt: -1, mb: 1, px: 1.75 }}>
      <Typography variant="body2" color="text.secondary">
        {t('password.rulesTitle')}
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
            >
              <span aria-hidden>{met ? '✓ ' : '○ '}</span>
              {t(`password.rules.${rule.id}`)}
              {met ? (
                <Box component="span" sx={visuallyHidden}>{` (${t('password.met')})`}</Box>
              ) : null}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
