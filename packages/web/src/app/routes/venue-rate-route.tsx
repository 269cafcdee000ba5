import { useParams } from 'react-router';
import { RateVenueScreen } from '../../features/venues/components/rate-venue-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/location/rate/{id}`: rate a live location (`id`: its page). */
export function Component() {
  const id = useParams()['id'];
  return id ? <RateVenueScreen key={id} venueId={id} /> : <NotFoundScreen />;
}
