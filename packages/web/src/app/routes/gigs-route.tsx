import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { GigListScreen } from '../../features/booking/components/gig-list-screen.tsx';
import { LazyCityFilter } from './lazy-city-filter.tsx';

// The bookmark menu loads after the list, in a chunk of its own (the city search too).
const BookmarkMenu = lazy(() =>
  import('../../features/bookmarks/components/bookmark-menu.tsx').then((module) => ({
    default: module.BookmarkMenu,
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
      renderCityPicker={(props) => <LazyCityFilter id="gig-list-city" {...props} />}
    />
  );
}
