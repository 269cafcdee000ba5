import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import {
  COLOR_MODES,
  LOCALES,
  NOTIFICATION_MAIL_KINDS,
  type Locale,
  type Me,
  type SettingsUpdate,
} from '@backline/domain';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { currentLanguage, isLocale, setLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import { saveSettings } from '../api/settings-api.ts';
import { colorModeOf, themeModeOf } from '../hooks/use-server-preferences.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

/**
 * `/user/appsettings`: language and colour scheme apply at once (the shell's switches show the
 * same state) and are saved to the account; which notifications also come by e-mail.
 */
export function AppSettingsScreen({
  user,
  onUserChanged,
}: {
  user: Me;
  onUserChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const { mode, setMode } = useColorScheme();
  const save = useMutation({
    mutationFn: (input: SettingsUpdate) => saveSettings(input),
    onSettled: onUserChanged,
  });
  // The choice shows at once, while the language's texts may still be on their way.
  const [chosenLanguage, setChosenLanguage] = useState<Locale | null>(null);
  const language = chosenLanguage ?? currentLanguage();
  const colorMode = colorModeOf(mode);

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 640 }}>
      <PageHeader title={t('app.title')} />
      <ErrorAlert error={save.error} sx={{ mb: 2 }} />

      <FormControl component="fieldset" sx={{ mb: 3, display: 'block' }}>
        <FormLabel component="legend">{t('app.language')}</FormLabel>
        <RadioGroup
          name="language"
          value={language}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            setChosenLanguage(next);
            void setLanguage(next).finally(() => setChosenLanguage(null));
            save.mutate({ locale: next });
          }}
        >
          {LOCALES.map((locale) => (
            <FormControlLabel
              key={locale}
              value={locale}
              control={<Radio />}
              label={t(`app.${locale}`)}
              lang={locale}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset" sx={{ mb: 3, display: 'block' }}>
        <FormLabel component="legend">{t('app.colorMode')}</FormLabel>
        <RadioGroup
          name="color-mode"
          value={colorMode}
          onChange={(event) => {
            const next = COLOR_MODES.find((candidate) => candidate === event.target.value);
            if (!next) return;
            setMode(themeModeOf(next));
            save.mutate({ colorMode: next });
          }}
        >
          {COLOR_MODES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`app.${option}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset" sx={{ display: 'block' }}>
        <FormLabel component="legend">{t('app.mails')}</FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('app.mailsIntro')}
        </Typography>
        <FormGroup>
          {NOTIFICATION_MAIL_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Switch
                  checked={user.preferences.notificationMails[kind]}
                  onChange={(event) =>
                    save.mutate({ notificationMails: { [kind]: event.target.checked } })
                  }
                />
              }
              label={t(`app.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Box>
  );
}
