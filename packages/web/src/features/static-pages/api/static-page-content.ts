import { queryOptions } from '@tanstack/react-query';

export const STATIC_PAGES = ['faq', 'legal', 'privacy', 'terms', 'gewinnspiel'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export const isStaticPage = (value: string | undefined): value is StaticPageName =>
  (STATIC_PAGES as readonly string[]).includes(value ?? '');

/** Each `<name>.<de|en>.md` becomes its own small chunk of HTML (rendered at build time). */
const CONTENT = import.meta.glob<string>('../../../content/static/*.md', { import: 'default' });

async function loadContent(page: StaticPageName, language: string): Promise<string> {
  const load =
    CONTENT[`../../../content/static/${page}.${language}.md`] ??
    CONTENT[`../../../content/static/${page}.de.md`];
  if (!load) throw new Error(`no content for ${page}`);
  return load();
}

/** A static page's HTML in a language: loaded once, kept for the visit. */
export const staticPageQuery = (page: StaticPageName, language: string) =>
  queryOptions({
    queryKey: ['static-page', page, language],
    queryFn: () => loadContent(page, language),
    staleTime: Infinity,
    gcTime: Infinity,
  });
