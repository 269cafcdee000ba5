import { useColorScheme } from '@mui/material/styles';
import type { ColorMode, Me } from '@backline/domain';
import { useEffect } from 'react';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';

/** The theme's colour-scheme mode for a saved colour mode (`auto` follows the system). */
export const themeModeOf = (mode: ColorMode): 'system' | 'light' | 'dark' =>
  mode === 'auto' ? 'system' : mode;

/** The saved colour mode for the theme's mode. */
export const colorModeOf = (mode: string | undefined): ColorMode =>
  mode === 'light' || mode === 'dark' ? mode : 'auto';

/** Whether this page view has been signed out; users whose preferences were applied since. */
let sawSignedOut = false;
const applied = new Set<string>();

/**
 * On sign-in the language and colour mode saved on the server apply (once per sign-in). A page
 * that starts signed in keeps this browser's own choices (stored locally), so the shell's quick
 * switches are not undone on reload. `signedOut`/`user` come from the session (app shell).
 */
export function useServerPreferences(signedOut: boolean, user: Me | null): void {
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (signedOut) {
      sawSignedOut = true;
      applied.clear();
      return;
    }
    if (!user || !sawSignedOut || applied.has(user.id)) return;
    applied.add(user.id);
    if (user.locale !== currentLanguage()) void setLanguage(user.locale);
    setMode(themeModeOf(user.preferences.colorMode));
  }, [signedOut, user, setMode]);
}
