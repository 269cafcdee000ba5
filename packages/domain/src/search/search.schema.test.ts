import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SearchQuerySchema,
  SearchSuggestQuerySchema,
  foldUmlautSpelling,
  prefixTsquery,
  searchableKinds,
} from './search.schema.ts';

describe('search queries', () => {
  it('trims and collapses the words, and refuses fewer than two characters', () => {
    expect(SearchSuggestQuerySchema.parse({ q: '  Kultur   halle ' })).toEqual({
      q: 'Kultur halle',
    });
    expect(SearchSuggestQuerySchema.safeParse({ q: ' k ' }).success).toBe(false);
    expect(SearchSuggestQuerySchema.safeParse({}).success).toBe(false);
    expect(
      SearchSuggestQuerySchema.safeParse({ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });

  it('takes a known kind, a bounded cursor and a limit of 1-50', () => {
    expect(
      SearchQuerySchema.parse({ q: 'Köln', kind: 'pages', cursor: '20', limit: '20' }),
    ).toEqual({ q: 'Köln', kind: 'pages', cursor: '20', limit: '20' });
    expect(SearchQuerySchema.safeParse({ q: 'Köln', kind: 'ads' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'Köln', cursor: '501' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'Köln', cursor: '-1' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'Köln', limit: '0' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'Köln', limit: '51' }).success).toBe(false);
  });

  it('lets visitors search everything but the forum', () => {
    expect(searchableKinds(true)).toEqual(['people', 'pages', 'offers', 'topics', 'contactads']);
    expect(searchableKinds(false)).toEqual(['people', 'pages', 'offers', 'contactads']);
  });
});

describe('prefixTsquery', () => {
  it('makes every word a prefix, all required', () => {
    expect(prefixTsquery('Kultur Halle')).toBe('kultur:* & halle:*');
    expect(prefixTsquery('Köln!')).toBe('köln:*');
    expect(prefixTsquery('---')).toBe('');
    expect(prefixTsquery('Muenchen')).toBe('(muenchen:* | munchen:*)');
  });

  it('folds spelt-out umlauts only where there are some', () => {
    expect(foldUmlautSpelling('koeln')).toBe('koln');
    expect(foldUmlautSpelling('jazz')).toBeNull();
  });

  it('lets nothing of the tsquery syntax through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        const query = prefixTsquery(text);
        if (query === '') return;
        for (const term of query.split(' & ')) {
          expect(term).toMatch(/^(?:[\p{L}\p{N}]+:\*|\([\p{L}\p{N}]+:\* \| [\p{L}\p{N}]+:\*\))$/u);
        }
      }),
    );
  });
});
