/** Real places for the demo data: cities of Germany, Austria and Switzerland. */

export type SeedCity = {
  name: string;
  country: 'DE' | 'AT' | 'CH';
  /** Other spellings the shipped city list may use (GeoNames often has the English name). */
  aliases?: readonly string[];
  /** Real districts, for venue names and addresses. */
  districts?: readonly string[];
};

/** Real cities of Germany, Austria and Switzerland; looked up in the `cities` table by name. */
export const SEED_CITIES: readonly SeedCity[] = [
  {
    name: 'Berlin',
    country: 'DE',
    districts: ['Kreuzberg', 'Friedrichshain', 'Neukölln', 'Wedding'],
  },
  { name: 'Hamburg', country: 'DE', districts: ['Altona', 'St. Pauli', 'Ottensen', 'Barmbek'] },
  {
    name: 'München',
    country: 'DE',
    aliases: ['Munich'],
    districts: ['Giesing', 'Schwabing', 'Haidhausen'],
  },
  {
    name: 'Köln',
    country: 'DE',
    aliases: ['Cologne'],
    districts: ['Ehrenfeld', 'Nippes', 'Deutz', 'Sülz'],
  },
  {
    name: 'Frankfurt am Main',
    country: 'DE',
    aliases: ['Frankfurt'],
    districts: ['Bornheim', 'Sachsenhausen'],
  },
  { name: 'Stuttgart', country: 'DE', districts: ['Bad Cannstatt', 'Feuerbach'] },
  { name: 'Düsseldorf', country: 'DE', aliases: ['Duesseldorf'], districts: ['Bilk', 'Flingern'] },
  { name: 'Leipzig', country: 'DE', districts: ['Plagwitz', 'Connewitz', 'Lindenau'] },
  { name: 'Dortmund', country: 'DE', districts: ['Hörde'] },
  { name: 'Essen', country: 'DE', districts: ['Rüttenscheid'] },
  { name: 'Bremen', country: 'DE', districts: ['Neustadt', 'Walle'] },
  { name: 'Dresden', country: 'DE', districts: ['Neustadt', 'Pieschen'] },
  { name: 'Hannover', country: 'DE', aliases: ['Hanover'], districts: ['Linden', 'List'] },
  {
    name: 'Nürnberg',
    country: 'DE',
    aliases: ['Nuremberg'],
    districts: ['Gostenhof', 'St. Johannis'],
  },
  { name: 'Bochum', country: 'DE', districts: ['Ehrenfeld'] },
  { name: 'Bielefeld', country: 'DE' },
  { name: 'Bonn', country: 'DE', districts: ['Beuel'] },
  { name: 'Münster', country: 'DE', aliases: ['Muenster'], districts: ['Kreuzviertel'] },
  { name: 'Mannheim', country: 'DE', districts: ['Jungbusch'] },
  { name: 'Karlsruhe', country: 'DE', districts: ['Südstadt'] },
  { name: 'Augsburg', country: 'DE' },
  { name: 'Wiesbaden', country: 'DE' },
  { name: 'Freiburg im Breisgau', country: 'DE', aliases: ['Freiburg'], districts: ['Wiehre'] },
  { name: 'Mainz', country: 'DE', districts: ['Neustadt'] },
  { name: 'Kiel', country: 'DE' },
  { name: 'Rostock', country: 'DE' },
  { name: 'Erfurt', country: 'DE' },
  { name: 'Halle (Saale)', country: 'DE', aliases: ['Halle', 'Halle an der Saale'] },
  { name: 'Magdeburg', country: 'DE' },
  { name: 'Potsdam', country: 'DE', districts: ['Babelsberg'] },
  { name: 'Regensburg', country: 'DE' },
  { name: 'Würzburg', country: 'DE', aliases: ['Wurzburg', 'Wuerzburg'] },
  { name: 'Heidelberg', country: 'DE' },
  { name: 'Göttingen', country: 'DE', aliases: ['Goettingen', 'Gottingen'] },
  { name: 'Osnabrück', country: 'DE', aliases: ['Osnabrueck', 'Osnabruck'] },
  { name: 'Oldenburg', country: 'DE' },
  { name: 'Aachen', country: 'DE' },
  { name: 'Saarbrücken', country: 'DE', aliases: ['Saarbruecken', 'Saarbrucken'] },
  { name: 'Jena', country: 'DE' },
  { name: 'Lübeck', country: 'DE', aliases: ['Luebeck', 'Lubeck'] },
  {
    name: 'Wien',
    country: 'AT',
    aliases: ['Vienna'],
    districts: ['Ottakring', 'Favoriten', 'Neubau'],
  },
  { name: 'Graz', country: 'AT', districts: ['Lend', 'Gries'] },
  { name: 'Linz', country: 'AT', districts: ['Urfahr'] },
  { name: 'Salzburg', country: 'AT' },
  { name: 'Innsbruck', country: 'AT' },
  {
    name: 'Zürich',
    country: 'CH',
    aliases: ['Zurich', 'Zuerich'],
    districts: ['Wiedikon', 'Altstetten'],
  },
  { name: 'Basel', country: 'CH', districts: ['Kleinbasel'] },
  { name: 'Bern', country: 'CH', aliases: ['Berne'], districts: ['Lorraine'] },
  { name: 'Luzern', country: 'CH', aliases: ['Lucerne'] },
  { name: 'St. Gallen', country: 'CH', aliases: ['Sankt Gallen', 'St Gallen'] },
  { name: 'Winterthur', country: 'CH' },
];
