import { lazy, Suspense } from 'react';
import { ContactAdsScreen } from '../../features/contactads/components/contact-ads-screen.tsx';
import { LazyCityFilter } from './lazy-city-filter.tsx';

// The bookmark menu loads after the list, in a chunk of its own (the city search too).
const BookmarkMenu = lazy(() =>
  import('../../features/bookmarks/components/bookmark-menu.tsx').then((module) => ({
    default: module.BookmarkMenu,
  })),
);

/** `/musikersuche` (and the redirects to it): the contact ads with bookmarks of their filters. */
export function Component() {
  return (
    <ContactAdsScreen
      renderBookmarks={({ filter, onApply }) => (
        <Suspense fallback={null}>
          <BookmarkMenu
            route="/musikersuche"
            filter={filter}
            onApply={onApply}
            manageHref="/user/bookmarks"
          />
        </Suspense>
      )}
      renderCityPicker={(props) => <LazyCityFilter id="contactad-city" {...props} />}
    />
  );
}
