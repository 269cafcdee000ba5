import { CITY_COUNTRIES, type ProfileCity } from '@backline/domain';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { GigListScreen } from '../../features/booking/components/gig-list-screen.tsx';
import { withTexts } from '../../lib/i18n.ts';

// The bookmark menu and the city search load after the list, in chunks of their own.
const BookmarkMenu = lazy(() =>
  import('../../features/bookmarks/components/bookmark-menu.tsx')
    .then(withTexts)
    .then((module) => ({
      default: module.BookmarkMenu,
    })),
);
const CityPicker = lazy(() =>
  import('../../components/ui/city-picker.tsx').then(withTexts).then((module) => ({
    default: module.CityPicker,
  })),
);

/** `/gigs` and `/booking`: the gig list with its bookmarks and the city of the distance filter. */
export function Component() {
  const route = useLocation().pathname.startsWith('/gigs') ? '/gigs' : '/booking';
  return (
    <GigListScreen
      route={route}
      renderBookmarks={({ filter, onApply }) => (
        <Suspense fallback={null}>
          <BookmarkMenu
            route={route}
            filter={filter}
            onApply={onApply}
            manageHref="/user/bookmarks"
          />
        </Suspense>
      )}
      renderCityPicker={({ label, city, onChange }) => (
        <Suspense fallback={null}>
          <CityPicker
            id="gig-list-city"
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
