import type { CityCountry } from './profile.constants.ts';

/**
 * The first-level regions of the shipped city list (GeoNames admin1 codes): German states,
 * Austrian states and Swiss cantons. A region's id is `<country>-<code>` (`DE-07`); cities store
 * country and code apart.
 */
export const REGIONS = [
  { country: 'DE', code: '01', de: 'Baden-Württemberg', en: 'Baden-Württemberg' },
  { country: 'DE', code: '02', de: 'Bayern', en: 'Bavaria' },
  { country: 'DE', code: '16', de: 'Berlin', en: 'Berlin' },
  { country: 'DE', code: '11', de: 'Brandenburg', en: 'Brandenburg' },
  { country: 'DE', code: '03', de: 'Bremen', en: 'Bremen' },
  { country: 'DE', code: '04', de: 'Hamburg', en: 'Hamburg' },
  { country: 'DE', code: '05', de: 'Hessen', en: 'Hesse' },
  { country: 'DE', code: '12', de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Vorpommern' },
  { country: 'DE', code: '06', de: 'Niedersachsen', en: 'Lower Saxony' },
  { country: 'DE', code: '07', de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
  { country: 'DE', code: '08', de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' },
  { country: 'DE', code: '09', de: 'Saarland', en: 'Saarland' },
  { country: 'DE', code: '13', de: 'Sachsen', en: 'Saxony' },
  { country: 'DE', code: '14', de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' },
  { country: 'DE', code: '10', de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' },
  { country: 'DE', code: '15', de: 'Thüringen', en: 'Thuringia' },
  { country: 'AT', code: '01', de: 'Burgenland', en: 'Burgenland' },
  { country: 'AT', code: '02', de: 'Kärnten', en: 'Carinthia' },
  { country: 'AT', code: '03', de: 'Niederösterreich', en: 'Lower Austria' },
  { country: 'AT', code: '04', de: 'Oberösterreich', en: 'Upper Austria' },
  { country: 'AT', code: '05', de: 'Salzburg', en: 'Salzburg' },
  { country: 'AT', code: '06', de: 'Steiermark', en: 'Styria' },
  { country: 'AT', code: '07', de: 'Tirol', en: 'Tyrol' },
  { country: 'AT', code: '08', de: 'Vorarlberg', en: 'Vorarlberg' },
  { country: 'AT', code: '09', de: 'Wien', en: 'Vienna' },
  { country: 'CH', code: 'AG', de: 'Aargau', en: 'Aargau' },
  { country: 'CH', code: 'AR', de: 'Appenzell Ausserrhoden', en: 'Appenzell Ausserrhoden' },
  { country: 'CH', code: 'AI', de: 'Appenzell Innerrhoden', en: 'Appenzell Innerrhoden' },
  { country: 'CH', code: 'BL', de: 'Basel-Landschaft', en: 'Basel-Landschaft' },
  { country: 'CH', code: 'BS', de: 'Basel-Stadt', en: 'Basel-Stadt' },
  { country: 'CH', code: 'BE', de: 'Bern', en: 'Bern' },
  { country: 'CH', code: 'FR', de: 'Freiburg', en: 'Fribourg' },
  { country: 'CH', code: 'GE', de: 'Genf', en: 'Geneva' },
  { country: 'CH', code: 'GL', de: 'Glarus', en: 'Glarus' },
  { country: 'CH', code: 'GR', de: 'Graubünden', en: 'Graubünden' },
  { country: 'CH', code: 'JU', de: 'Jura', en: 'Jura' },
  { country: 'CH', code: 'LU', de: 'Luzern', en: 'Lucerne' },
  { country: 'CH', code: 'NE', de: 'Neuenburg', en: 'Neuchâtel' },
  { country: 'CH', code: 'NW', de: 'Nidwalden', en: 'Nidwalden' },
  { country: 'CH', code: 'OW', de: 'Obwalden', en: 'Obwalden' },
  { country: 'CH', code: 'SH', de: 'Schaffhausen', en: 'Schaffhausen' },
  { country: 'CH', code: 'SZ', de: 'Schwyz', en: 'Schwyz' },
  { country: 'CH', code: 'SO', de: 'Solothurn', en: 'Solothurn' },
  { country: 'CH', code: 'SG', de: 'St. Gallen', en: 'St. Gallen' },
  { country: 'CH', code: 'TG', de: 'Thurgau', en: 'Thurgau' },
  { country: 'CH', code: 'TI', de: 'Tessin', en: 'Ticino' },
  { country: 'CH', code: 'UR', de: 'Uri', en: 'Uri' },
  { country: 'CH', code: 'VS', de: 'Wallis', en: 'Valais' },
  { country: 'CH', code: 'VD', de: 'Waadt', en: 'Vaud' },
  { country: 'CH', code: 'ZG', de: 'Zug', en: 'Zug' },
  { country: 'CH', code: 'ZH', de: 'Zürich', en: 'Zurich' },
] as const satisfies readonly {
  country: CityCountry;
  code: string;
  de: string;
  en: string;
}[];
export type Region = (typeof REGIONS)[number];

export const REGION_IDS = REGIONS.map((region) => `${region.country}-${region.code}`);

/** The region of an id (`DE-07`), or null for an unknown id. */
export function regionOf(id: string): Region | null {
  return REGIONS.find((region) => `${region.country}-${region.code}` === id) ?? null;
}

/** A city's region in a language; the stored code when the list does not know it. */
export function regionName(
  country: string,
  code: string | null,
  language: 'de' | 'en',
): string | null {
  if (!code) return null;
  const region = REGIONS.find((item) => item.country === country && item.code === code);
  return region ? region[language] : code;
}
