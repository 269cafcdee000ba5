import { useSearchParams } from 'react-router';
import { RatingsScreen } from '../../features/booking/components/ratings-screen.tsx';

/** `/booking/ratings` (`?rating={id}` from `/bookingrating/{id}` and `/booking-bewertung/{id}`). */
export function Component() {
  const [params] = useSearchParams();
  const rating = params.get('rating');
  return <RatingsScreen ratingId={rating && /^[A-Za-z0-9]{5,12}$/.test(rating) ? rating : null} />;
}
