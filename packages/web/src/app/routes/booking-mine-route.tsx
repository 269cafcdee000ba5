import { useLocation } from 'react-router';
import { MyApplicationsScreen } from '../../features/booking/components/my-applications-screen.tsx';
import { MyOffersScreen } from '../../features/booking/components/my-offers-screen.tsx';

/** `/booking/myoffers` and `/booking/myapplies`. */
export function Component() {
  return useLocation().pathname.endsWith('/myapplies') ? (
    <MyApplicationsScreen />
  ) : (
    <MyOffersScreen />
  );
}
