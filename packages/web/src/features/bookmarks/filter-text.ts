import {
  CONTACT_AD_SEARCH_TYPE_KEYS,
  describeFilter,
  genreLabel,
  instrumentName,
  type BookmarkFilter,
  type BookmarkRoute,
  type FilterPart,
  type Locale,
} from '@backline/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';

/** The texts a filter is worded with: the bookmarks' phrases and the gig list's filter labels. */
export type FilterTexts = TFunction<['bookmarks', 'booking']>;

/** Parts of a saved filter are read one after another: "Nur mit Gage · Live · ab 12.12.2026". */
export const FILTER_PART_SEPARATOR = ' · ';

const SORT_LABELS = {
  date: 'booking:sortDate',
  newest: 'booking:sortNewest',
  pay: 'booking:sortPay',
} as const;

/** A day of a filter (`2026-12-12`) as the language writes it; the day itself in any time zone. */
const formatDay = (day: string, language: Locale) =>
  formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }, language);

/** One part of a saved filter in words, with the label the list's filter form gives it. */
export function filterPartText(part: FilterPart, t: FilterTexts, language: Locale): string {
  const labelled = (label: string, value: string) =>
    t('bookmarks:filter.labelled', { label, value });
  switch (part.kind) {
    case 'flag':
      return t(`booking:${part.flag}`);
    case 'minPay':
      return t('bookmarks:filter.minPay', {
        amount: formatNumber(
          part.euros,
          { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
          language,
        ),
      });
    case 'type':
      return labelled(
        t('booking:type'),
        part.types.map((type) => t(`booking:performance.${type}`)).join(', '),
      );
    case 'genre':
      return labelled(
        t('booking:wantedGenres'),
        part.genres.map((genre) => genreLabel(genre, language)).join(', '),
      );
    case 'dates':
      if (part.from && part.to) {
        return t('bookmarks:filter.between', {
          from: formatDay(part.from, language),
          to: formatDay(part.to, language),
        });
      }
      return part.from
        ? t('bookmarks:filter.from', { date: formatDay(part.from, language) })
        : t('bookmarks:filter.to', { date: formatDay(part.to ?? '', language) });
    case 'distance':
      return part.km === null
        ? t('bookmarks:filter.around', { city: part.cityName })
        : t('bookmarks:filter.distance', { km: part.km, city: part.cityName });
    case 'km':
      return labelled(t('booking:distance'), t('booking:km', { km: part.km }));
    case 'region':
      return labelled(t('booking:region'), part.region[language]);
    case 'search':
      return labelled(t('booking:search'), t('bookmarks:filter.quoted', { text: part.text }));
    case 'sort':
      return labelled(t('booking:sort'), t(SORT_LABELS[part.sort]));
    case 'page':
      return t('bookmarks:filter.page', { page: part.page });
    case 'pageSize':
      return t('bookmarks:filter.pageSize', { size: part.size });
    case 'directoryFlag':
      return t(`bookmarks:filter.directoryFlags.${part.flag}`);
    case 'instrument':
      return labelled(
        t('bookmarks:filter.instrument'),
        part.instruments.map((id) => instrumentName(id, language)).join(', '),
      );
    case 'artistForm':
      return labelled(
        t('bookmarks:filter.artistForm'),
        t(`bookmarks:filter.artistForms.${part.form}`),
      );
    case 'organizationType':
      return labelled(
        t('bookmarks:filter.organizationType'),
        t(`bookmarks:filter.organizationTypes.${part.type}`),
      );
    case 'capacity':
      return t('bookmarks:filter.capacity', { people: part.people });
    case 'directorySort':
      return labelled(
        t('bookmarks:filter.sort'),
        t(`bookmarks:filter.directorySorts.${part.sort}`),
      );
    case 'searchType':
      return part.types
        .map((type) => t(`bookmarks:filter.searchTypes.${CONTACT_AD_SEARCH_TYPE_KEYS[type]}`))
        .join(', ');
    case 'instrumentSought':
    case 'instrumentPlayed':
      return labelled(
        t(`bookmarks:filter.${part.kind}`),
        part.instruments.map((id) => instrumentName(id, language)).join(', '),
      );
    case 'ambition':
      return labelled(
        t('bookmarks:filter.ambition'),
        part.ambitions.map((ambition) => t(`bookmarks:filter.ambitions.${ambition}`)).join(', '),
      );
    case 'skill':
      return labelled(
        t('bookmarks:filter.skill'),
        part.skills.map((skill) => t(`bookmarks:filter.skills.${skill}`)).join(', '),
      );
    case 'bandType':
      return labelled(
        t('bookmarks:filter.bandType'),
        t(`bookmarks:filter.bandTypes.${part.bandType}`),
      );
    case 'remote':
      return t('bookmarks:filter.remote');
    case 'contactAdSort':
      return labelled(
        t('bookmarks:filter.sort'),
        t(`bookmarks:filter.contactAdSorts.${part.sort}`),
      );
    case 'other':
      return labelled(part.name, part.value);
  }
}

/** A bookmark's filter in words ("Nur mit Gage · Live · 50 km um Köln"), or "no filter". */
export function filterText(
  route: BookmarkRoute,
  filter: BookmarkFilter,
  t: FilterTexts,
  language: Locale,
): string {
  const parts = describeFilter(route, filter);
  if (parts.length === 0) return t('bookmarks:filterNone');
  return parts.map((part) => filterPartText(part, t, language)).join(FILTER_PART_SEPARATOR);
}
