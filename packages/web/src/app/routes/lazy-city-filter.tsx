import { CITY_COUNTRIES, type ProfileCity } from '@backline/domain';
import { lazy, Suspense } from 'react';

// The city search loads in a chunk of its own, after the list it filters.
const CityPicker = lazy(() =>
  import('../../components/ui/city-picker.tsx').then((module) => ({
    default: module.CityPicker,
  })),
);

/** A city as a list filter keeps it in its address: id, name and country. */
export type FilterCity = { id: number; name: string; country: string };

/** The city of a list's distance filter (gig list, applicant list). */
export function LazyCityFilter({
  id,
  label,
  city,
  onChange,
}: {
  id: string;
  label: string;
  city: FilterCity | null;
  onChange: (city: FilterCity | null) => void;
}) {
  return (
    <Suspense fallback={null}>
      <CityPicker
        id={id}
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
          onChange(picked ? { id: picked.id, name: picked.name, country: picked.country } : null)
        }
      />
    </Suspense>
  );
}
