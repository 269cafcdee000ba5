import { describe, expect, it } from 'vitest';
import { GENRES, GENRE_IDS, genreLabel } from './genres.ts';
import {
  CreatePageInputSchema,
  UpdatePageInputSchema,
  isStatusOfKind,
  pageEntityType,
  pageResource,
} from './page.schema.ts';

describe('CreatePageInputSchema', () => {
  it('takes an artist with its form and status', () => {
    const parsed = CreatePageInputSchema.parse({
      kind: 'artist',
      artistForm: 'band',
      status: 'founding',
      name: '  Die Beispiele ',
      genres: ['rock', 'indie'],
    });
    expect(parsed).toMatchObject({ kind: 'artist', name: 'Die Beispiele', status: 'founding' });
  });

  it('refuses an artist without a form or with an organization status', () => {
    expect(CreatePageInputSchema.safeParse({ kind: 'artist', name: 'X' }).success).toBe(false);
    expect(
      CreatePageInputSchema.safeParse({
        kind: 'artist',
        artistForm: 'band',
        status: 'closed',
        name: 'X',
      }).success,
    ).toBe(false);
  });

  it('takes venues and organizations with their own statuses and types', () => {
    expect(
      CreatePageInputSchema.safeParse({ kind: 'location', status: 'closed', name: 'Club' }).success,
    ).toBe(true);
    expect(
      CreatePageInputSchema.safeParse({ kind: 'location', status: 'disbanded', name: 'Club' })
        .success,
    ).toBe(false);
    expect(
      CreatePageInputSchema.safeParse({
        kind: 'organization',
        organizationType: 'verein',
        name: 'Musikverein',
      }).success,
    ).toBe(true);
    expect(
      CreatePageInputSchema.safeParse({
        kind: 'organization',
        organizationType: 'gmbh',
        name: 'Firma',
      }).success,
    ).toBe(false);
  });

  it('refuses an unknown kind, an empty name and an unknown genre', () => {
    expect(CreatePageInputSchema.safeParse({ kind: 'choir', name: 'X' }).success).toBe(false);
    expect(CreatePageInputSchema.safeParse({ kind: 'location', name: '  ' }).success).toBe(false);
    expect(
      CreatePageInputSchema.safeParse({ kind: 'location', name: 'X', genres: ['polka-rave'] })
        .success,
    ).toBe(false);
  });

  it('lets an update clear optional fields with null', () => {
    expect(UpdatePageInputSchema.parse({ website: null, urlname: null, cityId: null })).toEqual({
      website: null,
      urlname: null,
      cityId: null,
    });
  });
});

describe('page kinds', () => {
  it('fit statuses to kinds', () => {
    expect(isStatusOfKind('artist', 'disbanded')).toBe(true);
    expect(isStatusOfKind('artist', 'closed')).toBe(false);
    expect(isStatusOfKind('organization', 'closed')).toBe(true);
    expect(isStatusOfKind('location', 'founding')).toBe(false);
  });

  it('serve venues as location and the rest as organization', () => {
    expect(pageEntityType('location')).toBe('location');
    expect(pageEntityType('artist')).toBe('organization');
    expect(pageEntityType('organization')).toBe('organization');
  });

  it('build detail routes per kind', () => {
    const base = { id: 'Ab3dE6gH9k', name: 'Zur Post', urlname: null, organizationType: null };
    expect(pageResource({ ...base, kind: 'location' })).toBe('/location/zur-post-Ab3dE6gH9k');
    expect(pageResource({ ...base, kind: 'organization', organizationType: 'verein' })).toBe(
      '/verein/zur-post-Ab3dE6gH9k',
    );
    expect(pageResource({ ...base, kind: 'artist' })).toBe('/Ab3dE6gH9k');
    expect(pageResource({ ...base, kind: 'artist', urlname: 'zur-post' })).toBe('/zur-post');
  });
});

describe('genres', () => {
  it('are about 60-80 unique ids with German and English labels', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GENRE_IDS).size).toBe(GENRES.length);
    for (const genre of GENRES) {
      expect(genre.de.length).toBeGreaterThan(0);
      expect(genre.en.length).toBeGreaterThan(0);
      expect(genre.id).toMatch(/^[a-z0-9-]+$/);
    }
    expect(genreLabel('classical', 'de')).toBe('Klassik');
    expect(genreLabel('unknown', 'en')).toBe('unknown');
  });
});
