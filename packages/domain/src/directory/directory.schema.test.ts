import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeDirectoryCursor,
  DIRECTORY_MAX_DISTANCE_KM,
  DirectoryQuerySchema,
  directorySortOf,
  encodeDirectoryCursor,
  foreignDirectoryFilters,
} from './directory.schema.ts';

const parse = (query: Record<string, string>) => DirectoryQuerySchema.safeParse(query);

describe('DirectoryQuerySchema', () => {
  it('accepts the filters of every list', () => {
    expect(
      parse({
        q: 'Kultur',
        instrument: 'guitar,drums',
        genre: 'rock',
        form: 'band',
        orgType: 'verein',
        city: '2886242',
        km: '50',
        region: 'DE-07',
        gema: '1',
        media: '1',
        open: '1',
        sort: 'nearest',
      }).success,
    ).toBe(true);
  });

  it('refuses unknown values', () => {
    expect(parse({ instrument: 'kazoo-9000' }).success).toBe(false);
    expect(parse({ genre: 'nope' }).success).toBe(false);
    expect(parse({ form: 'trio' }).success).toBe(false);
    expect(parse({ orgType: 'gmbh' }).success).toBe(false);
    expect(parse({ region: 'XX-99' }).success).toBe(false);
    expect(parse({ gema: 'yes' }).success).toBe(false);
    expect(parse({ after: 'not a cursor!' }).success).toBe(false);
  });

  it('takes a distance only with a city, and the orders only with what they need', () => {
    const km = parse({ km: '10' });
    expect(km.success).toBe(false);
    expect(km.error?.issues[0]?.path).toEqual(['km']);
    expect(parse({ sort: 'nearest' }).success).toBe(false);
    expect(parse({ sort: 'relevance' }).success).toBe(false);
    expect(parse({ sort: 'relevance', q: 'x' }).success).toBe(true);
  });

  it('accepts every distance from 0 to the maximum and none beyond (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (km) => {
        const ok = parse({ city: '1', km: String(km) }).success;
        expect(ok).toBe(km <= DIRECTORY_MAX_DISTANCE_KM);
      }),
    );
  });
});

describe('foreignDirectoryFilters', () => {
  it('names the filters a list does not have', () => {
    expect(foreignDirectoryFilters('venues', { instrument: 'guitar', genre: 'rock' })).toEqual([
      'instrument',
    ]);
    expect(foreignDirectoryFilters('musicians', { gema: '1', open: '1', form: 'band' })).toEqual([
      'open',
      'form',
    ]);
    expect(foreignDirectoryFilters('artists', { form: 'solo', open: '1' })).toEqual([]);
    expect(foreignDirectoryFilters('organizations', { orgType: 'firma' })).toEqual([]);
  });
});

describe('directorySortOf', () => {
  it('is relevance with a search text, newest without, else as asked', () => {
    expect(directorySortOf({ q: 'x' })).toBe('relevance');
    expect(directorySortOf({})).toBe('newest');
    expect(directorySortOf({ q: 'x', sort: 'followed' })).toBe('followed');
  });
});

describe('directory cursor', () => {
  it('round-trips any sort value and id (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.stringMatching(/^[ -~]{0,40}$/),
        ),
        fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
        (value, id) => {
          const text = encodeDirectoryCursor({ value, id });
          expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeDirectoryCursor(text)).toEqual({
            value: Object.is(value, -0) ? 0 : value,
            id,
          });
        },
      ),
    );
  });

  it('refuses what it did not write', () => {
    expect(decodeDirectoryCursor('abc')).toBeNull();
    expect(decodeDirectoryCursor(encodeDirectoryCursor({ value: 1, id: 'a b' }))).toBeNull();
    expect(decodeDirectoryCursor('eyJhIjoxfQ')).toBeNull();
  });
});
