import { useParams } from 'react-router';
import { VenueRatingScreen } from '../../features/venues/components/venue-rating-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/locationrating/{id}`: one venue rating with the venue's statement. */
export function Component() {
  const id = useParams()['id'];
  return id ? (
    <VenueRatingScreen key={id} id={id} notFound={<NotFoundScreen />} />
  ) : (
    <NotFoundScreen />
  );
}
