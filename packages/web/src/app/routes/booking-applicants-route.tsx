import { CITY_COUNTRIES, type ProfileCity } from '@backline/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { OfferManageScreen } from '../../features/booking/components/offer-manage-screen.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { NotFoundScreen } from '../not-found-screen.tsx';

// The city search of the distance filter (online offers) loads in a chunk of its own.
const CityPicker = lazy(() =>
  import('../../components/ui/city-picker.tsx').then(withTexts).then((module) => ({
    default: module.CityPicker,
  })),
);

/** `/booking/{id}/applicants`: the offerer's view of an offer and its applications. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <OfferManageScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      renderCityPicker={({ label, city, onChange }) => (
        <Suspense fallback={null}>
          <CityPicker
            id="applicant-list-city"
            label={label}
            value={
              city
                ? ({
                    ...city,
                    country: CITY_COUNTRIES.find((country) => country === city.country) ?? 'DE',
                    region: null,
                  } satisfies ProfileCity)
                : null
            }
            onChange={(picked) =>
              onChange(
                picked ? { id: picked.id, name: picked.name, country: picked.country } : null,
              )
            }
          />
        </Suspense>
      )}
    />
  );
}
