import { LandingScreen } from '../../features/landing/components/landing-screen.tsx';

export function Component() {
  return <LandingScreen />;
}
