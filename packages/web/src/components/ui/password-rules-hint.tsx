import { PASSWORD_RULES, type PasswordRuleId } from '@backline/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden.ts';

export type PasswordRulesHintTexts = {
  title: string;
  rules: Record<PasswordRuleId, string>;
  /** Read out after a rule by screen readers: met / not met yet. */
  met: string;
  open: string;
};

/**
 * The domain's password rules, each ticked once `password` meets it (sign-up, reset, change).
 * The texts come from the caller's namespace, so the shell carries none of them.
 */
export function PasswordRulesHint({
  id,
  password,
  texts,
}: {
  id: string;
  password: string;
  texts: PasswordRulesHintTexts;
}) {
  return (
    <Box id={id} sx={{ mt: -1, mb: 1, px: 1.75 }}>
      <Typography variant="body2" color="text.secondary">
        {texts.title}
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
                {texts.rules[rule.id]}
                <Box component="span" sx={visuallyHidden}>
                  {` (${met ? texts.met : texts.open})`}
                </Box>
              </span>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
