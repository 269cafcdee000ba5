import { DashboardSections } from '../../features/dashboard/components/dashboard-sections.tsx';
import { DASHBOARD_CARDS } from './home-dashboard-cards.tsx';

/**
 * The dashboard's sections with the cards of the features that own them: a chunk of its own
 * (its cards bring several features' code), started by the route's data module.
 */
export default function HomeDashboard() {
  return <DashboardSections cards={DASHBOARD_CARDS} />;
}
