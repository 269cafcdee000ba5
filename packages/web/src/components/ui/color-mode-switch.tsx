import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslation } from 'react-i18next';

const ORDER = ['system', 'light', 'dark'] as const;
type Mode = (typeof ORDER)[number];

/** Cycles the colour scheme: system (default), light, dark. The choice is kept by the theme. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? 'system';
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length] ?? 'system';
  const Icon =
    current === 'light' ? LightModeIcon : current === 'dark' ? DarkModeIcon : BrightnessAutoIcon;
  return (
    <IconButton
      color="inherit"
      onClick={() => setMode(next)}
      aria-label={t('colorMode.switch', {
        mode: t(`colorMode.${current}`),
        next: t(`colorMode.${next}`),
      })}
    >
      <Icon />
    </IconButton>
  );
}
