import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CitySearchResponseSchema } from '@backline/domain';
import { cities } from '../../db/schema/index.ts';
import { loadCities, shippedCities } from '../../db/cities-data.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);

afterAll(() => t?.dispose());

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/cities?${query}` });
  return response;
};

describe('the shipped city list', () => {
  it('is loaded by the migrations, once', async () => {
    const [row] = await t.database.db.select({ value: count() }).from(cities);
    expect(row?.value).toBe(shippedCities().length);
    expect(row?.value).toBeGreaterThan(9000);
    // Later starts find it there and do nothing.
    expect(await loadCities(t.database.db)).toBe(0);
  });

  it('holds German, Austrian and Swiss places with their local names', () => {
    const list = shippedCities();
    expect(new Set(list.map((city) => city.country))).toEqual(new Set(['DE', 'AT', 'CH']));
    const names = new Set(list.map((city) => city.name));
    for (const name of ['Berlin', 'München', 'Wien', 'Zürich', 'Köln', 'Graz']) {
      expect(names).toContain(name);
    }
    expect(list.every((city) => (city.population ?? 0) >= 1000)).toBe(true);
  });
});

describe('GET /api/cities', () => {
  it('finds by prefix, without regard to case and accents, largest first', async () => {
    const response = await search(`q=${encodeURIComponent('köl')}&limit=5`);
    expect(response.statusCode).toBe(200);
    const body = CitySearchResponseSchema.parse(response.json());
    expect(body.cities[0]).toMatchObject({
      id: 2886242,
      name: 'Köln',
      country: 'DE',
      region: '07',
    });
    expect(body.cities[0]?.latitude).toBeCloseTo(50.93, 1);
    expect(body.cities[0]?.longitude).toBeCloseTo(6.95, 1);
    expect(body.cities.length).toBeLessThanOrEqual(5);

    const unaccented = CitySearchResponseSchema.parse((await search('q=KOLN')).json());
    expect(unaccented.cities[0]?.name).toBe('Köln');
    const zurich = CitySearchResponseSchema.parse((await search('q=zur')).json());
    expect(zurich.cities[0]?.name).toBe('Zürich');
  });

  it('finds later words of a name and near misses', async () => {
    const main = CitySearchResponseSchema.parse((await search('q=main&limit=20')).json());
    expect(main.cities.map((city) => city.name)).toContain('Frankfurt am Main');
    const typo = CitySearchResponseSchema.parse((await search('q=Hamburk')).json());
    expect(typo.cities.map((city) => city.name)).toContain('Hamburg');
  });

  it('treats LIKE wildcards as text', async () => {
    const body = CitySearchResponseSchema.parse((await search('q=%25')).json());
    expect(body.cities).toEqual([]);
  });

  it('answers 422 with the field for a missing query or a bad limit', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=', 'q'],
      ['q=Berlin&limit=0', 'limit'],
      ['q=Berlin&limit=51', 'limit'],
      ['q=Berlin&limit=zehn', 'limit'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({ field });
    }
  });
});
