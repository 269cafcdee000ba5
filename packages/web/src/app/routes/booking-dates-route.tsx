import { DateOverviewScreen } from '../../features/booking/components/date-overview-screen.tsx';

/** `/booking/dates`: the date overview of both sides of booking. */
export function Component() {
  return <DateOverviewScreen />;
}
