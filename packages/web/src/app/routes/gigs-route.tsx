import { CITY_COUNTRIES, type ProfileCity } from '@backline/domain';
import { useLocation } from 'react-router';
import { GigListScreen } from '../../features/booking/components/gig-list-screen.tsx';
import { BookmarkMenu } from '../../features/bookmarks/components/bookmark-menu.tsx';
import { CityPicker } from '../../features/profiles/components/city-picker.tsx';

/** `/gigs` and `/booking`: the gig list with its bookmarks and the city of the distance filter. */
export function Component() {
  const route = useLocation().pathname.startsWith('/gigs') ? '/gigs' : '/booking';
  return (
    <GigListScreen
      route={route}
      renderBookmarks={({ filter, onApply }) => (
        <BookmarkMenu
          route={route}
          filter={filter}
          onApply={onApply}
          manageHref="/user/bookmarks"
        />
      )}
      renderCityPicker={({ label, city, onChange }) => (
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
            onChange(picked ? { id: picked.id, name: picked.name, country: picked.country } : null)
          }
        />
      )}
    />
  );
}
