import { ERROR_CODES, LOCALES } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n.ts';
import { loadNamespace, type Namespace } from '../lib/i18n-resources.ts';

const de = import.meta.glob<Record<string, unknown>>('./de/*.json', {
  eager: true,
  import: 'default',
});
const en = import.meta.glob<Record<string, unknown>>('./en/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key as a dotted path. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const names = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((file) => file.replace(/^\.\/(de|en)\//, ''))
    .sort();

describe('locale files', () => {
  it('exist for the same namespaces in German and English', () => {
    expect(names(de)).toEqual(names(en));
    expect(names(de).length).toBeGreaterThan(0);
  });

  it.each(names(de))('%s has identical keys in German and English', (file) => {
    const german = keysOf(de[`./de/${file}`]).sort();
    const english = keysOf(en[`./en/${file}`]).sort();
    expect(english).toEqual(german);
  });

  it.each(names(de))('%s has no empty texts', (file) => {
    for (const language of [de[`./de/${file}`], en[`./en/${file}`]]) {
      const empty = keysOf(language).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it.each(names(de))('%s uses the same placeholders in German and English', (file) => {
    const placeholders = (catalogue: unknown) =>
      keysOf(catalogue).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return `${key}: ${[...String(text).matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1])
          .sort()
          .join(',')}`;
      });
    expect(placeholders(en[`./en/${file}`]).sort()).toEqual(
      placeholders(de[`./de/${file}`]).sort(),
    );
  });

  it('use single-brace placeholders, as the domain catalogue does', () => {
    for (const catalogue of [...Object.values(de), ...Object.values(en)]) {
      expect(JSON.stringify(catalogue)).not.toMatch(/\{\{/);
    }
  });

  it.each(names(de).map((file) => file.replace(/\.json$/, '')))(
    '%s loads through the i18next backend in both languages',
    async (namespace) => {
      for (const language of LOCALES) {
        const texts = await loadNamespace(language, namespace as Namespace);
        expect(keysOf(texts)).toEqual(
          expect.arrayContaining(
            keysOf(language === 'de' ? de[`./de/${namespace}.json`] : en[`./en/${namespace}.json`]),
          ),
        );
      }
    },
  );

  it('include the errors namespace from the domain catalogue, German in the entry', async () => {
    expect(Object.keys(resources.de.errors).sort()).toEqual([...ERROR_CODES].sort());
    const english = await loadNamespace('en', 'errors');
    expect(Object.keys(english).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('give the notifications namespace the notices texts under kinds, in both languages', async () => {
    for (const language of LOCALES) {
      const texts = (await loadNamespace(language, 'notifications')) as { kinds: object };
      expect(Object.keys(texts.kinds).length).toBeGreaterThan(0);
    }
  });
});
