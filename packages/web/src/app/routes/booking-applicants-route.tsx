import { useParams } from 'react-router';
import { OfferManageScreen } from '../../features/booking/components/offer-manage-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { LazyCityFilter } from './lazy-city-filter.tsx';

/** `/booking/{id}/applicants`: the offerer's view of an offer and its applications. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <OfferManageScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      renderCityPicker={(props) => <LazyCityFilter id="applicant-list-city" {...props} />}
    />
  );
}
