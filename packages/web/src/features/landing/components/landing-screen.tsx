import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { LandingCta } from './landing/landing-cta.tsx';
import { LandingFeatures } from './landing/landing-features.tsx';
import { LandingHero } from './landing/landing-hero.tsx';

/** The public landing page: what Backline offers, for whom, and how to join. */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  usePageTitle(t('documentTitle'));

  return (
    <>
      <LandingHero />
      <LandingFeatures />
      <LandingCta />
    </>
  );
}
