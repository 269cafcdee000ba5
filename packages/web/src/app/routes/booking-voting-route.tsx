import { useParams } from 'react-router';
import { VotingScreen } from '../../features/booking/components/voting-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/booking/{id}/voting`. */
export function Component() {
  const { id = '' } = useParams();
  return <VotingScreen key={id} offerId={id} notFound={<NotFoundScreen />} />;
}
