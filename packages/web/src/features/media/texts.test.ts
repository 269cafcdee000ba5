import { describe, expect, it } from 'vitest';
import de from '../../locales/de/media.json';
import en from '../../locales/en/media.json';

const leaves = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        leaves(child, prefix ? `${prefix}.${key}` : key),
      );

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('media texts', () => {
  it('has the same keys and placeholders in German and English', () => {
    expect(leaves(en).sort()).toEqual(leaves(de).sort());
    const get = (catalogue: unknown, path: string) =>
      path
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key],
          catalogue,
        ) as string;
    for (const key of leaves(de)) {
      expect(placeholders(get(en, key)), key).toEqual(placeholders(get(de, key)));
      expect(get(en, key).trim(), key).not.toBe('');
    }
  });
});
