import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { OfferDetailScreen } from '../../features/booking/components/offer-detail-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/booking/{slug}-{id}`: one offer. */
export function Component() {
  const { slugId = '' } = useParams();
  const id = parseSlugId(slugId)?.id ?? '';
  return <OfferDetailScreen key={id} id={id} notFound={<NotFoundScreen />} />;
}
