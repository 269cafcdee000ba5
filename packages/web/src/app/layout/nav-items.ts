import { hasScreen } from '@backline/domain';

/** Every entry of the main navigation, also those whose screens are still to come. */
const ALL_NAV_ITEMS = [
  { key: 'home', to: '/home' },
  { key: 'gigs', to: '/gigs' },
  { key: 'musikersuche', to: '/musikersuche' },
  { key: 'marktplatz', to: '/marktplatz' },
  { key: 'verzeichnis', to: '/verzeichnis/musiker', section: '/verzeichnis' },
  { key: 'themen', to: '/themen' },
  { key: 'events', to: '/event' },
  { key: 'forum', to: '/forum' },
  { key: 'messaging', to: '/messaging' },
] as const;

export type NavItem = (typeof ALL_NAV_ITEMS)[number];

/**
 * The main navigation (top bar on wide screens, drawer on phones): the entries with a screen. An
 * entry for a capability still to come is hidden rather than leading to "page not found"
 * (decisions §49).
 */
export const NAV_ITEMS: readonly NavItem[] = ALL_NAV_ITEMS.filter((item) => hasScreen(item.to));

/** Whether a navigation entry belongs to the current address (its section, or the path itself). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const base = 'section' in item ? item.section : item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export const FOOTER_LINKS = [
  { key: 'faq', to: '/static/faq' },
  { key: 'legal', to: '/static/legal' },
  { key: 'privacy', to: '/static/privacy' },
  { key: 'terms', to: '/static/terms' },
  { key: 'gewinnspiel', to: '/static/gewinnspiel' },
] as const;
