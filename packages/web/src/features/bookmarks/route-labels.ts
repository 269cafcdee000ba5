import type { BookmarkRoute } from '@backline/domain';

/** The `bookmarks:routes.*` key naming each list route. */
export const ROUTE_LABEL_KEYS = {
  '/gigs': 'routes.gigs',
  '/booking': 'routes.booking',
  '/marktplatz': 'routes.marktplatz',
  '/musikersuche': 'routes.musikersuche',
  '/verzeichnis/musiker': 'routes.verzeichnisMusiker',
  '/verzeichnis/livelocations': 'routes.verzeichnisLivelocations',
  '/verzeichnis/bands': 'routes.verzeichnisBands',
  '/verzeichnis/firmen': 'routes.verzeichnisFirmen',
  '/themen': 'routes.themen',
  '/highlights': 'routes.highlights',
  '/event': 'routes.event',
  '/forum': 'routes.forum',
} as const satisfies Record<BookmarkRoute, string>;
