import { useSearchParams } from 'react-router';
import { ratingIdOf } from '../../features/booking/api/booking-api.ts';
import { RatingsScreen } from '../../features/booking/components/ratings-screen.tsx';

/** `/booking/ratings` (`?rating={id}` from `/bookingrating/{id}` and `/booking-bewertung/{id}`). */
export function Component() {
  const [params] = useSearchParams();
  return <RatingsScreen ratingId={ratingIdOf(params)} />;
}
