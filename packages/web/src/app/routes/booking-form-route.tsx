import { useParams } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { OfferFormScreen } from '../../features/booking/components/offer-form-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/booking/create` and `/booking/{id}/edit`. */
export function Component() {
  const { id } = useParams();
  const session = useSession();
  return (
    <OfferFormScreen
      key={id ?? 'new'}
      offerId={id}
      userName={session.user?.name ?? ''}
      notFound={<NotFoundScreen />}
    />
  );
}
