import { ERROR_CODES } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n.ts';
import { ENGLISH_START_TEXTS } from '../lib/english-texts.ts';

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

const textsModules = import.meta.glob<string>('../features/*/*texts.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

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

  it('are each added by one feature texts.ts, or are in the entry (common)', () => {
    const added = Object.values(textsModules).flatMap((source) =>
      [...source.matchAll(/addNamespace\('([\w-]+)'/g)].map((match) => match[1]),
    );
    const inEntry = Object.keys(resources.de).filter((ns) => ns !== 'errors');
    expect([...inEntry, ...added].sort()).toEqual(
      names(de).map((file) => file.replace(/\.json$/, '')),
    );
  });

  it('include the errors namespace from the domain catalogue, English in its own chunk', () => {
    expect(Object.keys(resources.de.errors).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ENGLISH_START_TEXTS.errors).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ENGLISH_START_TEXTS).sort()).toEqual(Object.keys(resources.de).sort());
  });
});
