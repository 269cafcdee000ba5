import { GemaSettingsScreen } from '../../features/gema/components/gema-settings-screen.tsx';

export function Component() {
  return <GemaSettingsScreen />;
}
