/**
 * Word lists for the demo data: real places, the curated instrument ids, German band, venue and
 * organization names made of words (all fictional), gear and descriptions.
 */
import type { OrganizationType } from '@backline/domain';

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

/**
 * Instrument ids of the curated list (`@backline/domain` INSTRUMENTS) that musicians play; the
 * seed test checks every one is a known id.
 */
export const SEED_INSTRUMENTS = [
  'vocals',
  'backing-vocals',
  'rap',
  'guitar',
  'e-guitar',
  'acoustic-guitar',
  'bass',
  'e-bass',
  'double-bass',
  'violin',
  'cello',
  'ukulele',
  'banjo',
  'mandolin',
  'piano',
  'keys',
  'synthesizer',
  'organ',
  'hammond',
  'accordion',
  'drums',
  'percussion',
  'cajon',
  'saxophone',
  'trumpet',
  'trombone',
  'flute',
  'clarinet',
  'harmonica',
  'dj',
  'producer',
  'songwriter',
  'sound-engineer',
] as const;

/** Bands need these more often than a harp: the draw is weighted. */
export const COMMON_INSTRUMENTS = [
  'guitar',
  'e-guitar',
  'e-bass',
  'drums',
  'vocals',
  'keys',
] as const;

/** German labels of the seeded ids (for descriptions; the UI uses the domain's labels). */
export const INSTRUMENT_LABELS: Record<(typeof SEED_INSTRUMENTS)[number], string> = {
  vocals: 'Gesang',
  'backing-vocals': 'Backgroundgesang',
  rap: 'Rap',
  guitar: 'Gitarre',
  'e-guitar': 'E-Gitarre',
  'acoustic-guitar': 'Akustikgitarre',
  bass: 'Bass',
  'e-bass': 'E-Bass',
  'double-bass': 'Kontrabass',
  violin: 'Geige',
  cello: 'Cello',
  ukulele: 'Ukulele',
  banjo: 'Banjo',
  mandolin: 'Mandoline',
  piano: 'Klavier',
  keys: 'Keys',
  synthesizer: 'Synthesizer',
  organ: 'Orgel',
  hammond: 'Hammondorgel',
  accordion: 'Akkordeon',
  drums: 'Schlagzeug',
  percussion: 'Percussion',
  cajon: 'Cajón',
  saxophone: 'Saxofon',
  trumpet: 'Trompete',
  trombone: 'Posaune',
  flute: 'Querflöte',
  clarinet: 'Klarinette',
  harmonica: 'Mundharmonika',
  dj: 'DJ',
  producer: 'Produktion',
  songwriter: 'Songwriting',
  'sound-engineer': 'Tontechnik',
};

/** Genre ids of the curated list (`@backline/domain` GENRES) that seeded pages use. */
export const SEED_GENRES = [
  'rock',
  'pop',
  'indie',
  'alternative',
  'punk',
  'metal',
  'blues',
  'jazz',
  'soul',
  'funk',
  'hip-hop',
  'electronic',
  'techno',
  'house',
  'singer-songwriter',
  'folk',
  'deutschpop',
  'deutschrock',
  'liedermacher',
  'reggae',
  'ska',
  'cover',
  'party',
  'classical',
  'experimental',
] as const;

// ---- Bands and solo artists ---------------------------------------------------------------------

/** Weak plural adjectives after "Die". */
export const BAND_ADJECTIVES = [
  'Stillen',
  'Blauen',
  'Wilden',
  'Lauten',
  'Fernen',
  'Kalten',
  'Goldenen',
  'Schrägen',
  'Letzten',
  'Heimlichen',
  'Verlorenen',
  'Müden',
  'Leisen',
  'Schönen',
] as const;

export const BAND_NOUNS_PLURAL = [
  'Kometen',
  'Füchse',
  'Wellen',
  'Lichter',
  'Raketen',
  'Matrosen',
  'Laternen',
  'Dampfer',
  'Spatzen',
  'Helden',
  'Gespenster',
  'Ringelnattern',
  'Glühwürmchen',
  'Astronauten',
] as const;

/** One-word band names. */
export const BAND_COMPOUNDS = [
  'Kopfkino',
  'Funkstille',
  'Nordlicht',
  'Hafenkante',
  'Tanzverbot',
  'Zugvogel',
  'Blechschaden',
  'Fernweh',
  'Wolkenbruch',
  'Kaltfront',
  'Herzfrequenz',
  'Stromausfall',
  'Sternstaub',
  'Kellerkind',
] as const;

/** "Neon & Kreide". */
export const BAND_PAIR_WORDS = [
  'Beton',
  'Blumen',
  'Staub',
  'Gold',
  'Rauch',
  'Regen',
  'Asphalt',
  'Glas',
  'Samt',
  'Neon',
  'Kreide',
  'Salz',
] as const;

export const ENSEMBLE_WORDS = ['Quartett', 'Trio', 'Kapelle', 'Ensemble', 'Bigband'] as const;

export const BAND_DESCRIPTIONS = [
  'Wir spielen seit {year} zusammen und sind regelmäßig in Clubs in und um {city} unterwegs.',
  'Eigene Songs zwischen {genre} und allem, was laut ist. Proberaum in {city}.',
  '{genre} aus {city}: zwei EPs, viele Konzerte, ein alter Tourbus.',
  'Gegründet {year} in {city}. Wir suchen Auftritte und gelegentlich Verstärkung.',
  'Deutschsprachige Texte, ehrliche Musik. Live-Set 60 bis 90 Minuten.',
  'Hochzeiten, Firmenfeiern, Stadtfeste: {genre} zum Tanzen, mit eigener PA.',
] as const;

export const SOLO_DESCRIPTIONS = [
  'Singer-Songwriter aus {city}. Leise Lieder, laute Gedanken.',
  'Solo-Projekt seit {year}: {genre} mit Loop-Station und viel Hall.',
  'Live solo oder mit Band, Studioarbeiten auf Anfrage. Zuhause in {city}.',
] as const;

// ---- Venues -------------------------------------------------------------------------------------

export const VENUE_KINDS = [
  'Kulturhalle',
  'Musikbar',
  'Jazzkeller',
  'Kulturzentrum',
  'Konzertsaal',
  'Live-Club',
  'Kellerbühne',
  'Tanzhaus',
  'Kulturfabrik',
  'Klubhaus',
] as const;

/** Venues named after a thing instead of a district: "Club Kanal", "Zur Laterne". */
export const VENUE_NAMES = [
  'Club Kanal',
  'Zur Laterne',
  'Alte Weberei',
  'Alte Feuerwache',
  'Bahnhof Süd',
  'Kesselhaus',
  'Zollamt',
  'Tonwerk',
  'Stellwerk',
  'Die Kantine',
] as const;

export const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenstraße',
  'Lindenallee',
  'Hafenstraße',
  'Kirchgasse',
  'Mühlenweg',
  'Industriestraße',
  'Schillerstraße',
  'Am Kanal',
] as const;

export const VENUE_DESCRIPTIONS = [
  'Livemusik an {days} Abenden die Woche, Platz für {capacity} Gäste. Backline vorhanden.',
  'Kleiner Club mit großer Bühne: Konzerte, Sessions und Partys, {capacity} Plätze.',
  'Ehemalige Industriehalle, heute Konzert- und Veranstaltungsort für bis zu {capacity} Personen.',
  'Jeden Mittwoch offene Bühne, am Wochenende Konzerte. Bewerbungen gern über Backline.',
] as const;

// ---- Organizations ------------------------------------------------------------------------------

/** "{surname}", "{city}" and "{word}" are filled in. */
export const ORGANIZATION_PATTERNS: Record<OrganizationType, readonly string[]> = {
  firma: [
    'Tonstudio {word}klang GmbH',
    '{word} Records',
    'Backstage Booking & Management {city}',
    'Musikhaus {surname}',
    'Bühnentechnik {surname} GmbH',
    'Verstärkerwerkstatt {surname}',
  ],
  verein: [
    'Rockbüro {city} e.V.',
    'Jazzinitiative {city} e.V.',
    'Förderverein Popkultur {city} e.V.',
    'Proberaumverein {word} e.V.',
  ],
  institution: ['Haus der Popmusik {city}', 'Musikforum {city}'],
  bildung: ['Musikschule {word}', 'Rock- und Popschule {city}', 'Akademie für Tontechnik {city}'],
  stiftung: ['Stiftung Junge Musik {city}', '{surname}-Stiftung für Musikförderung'],
  sonstige: ['Offene Bühne {city}', 'Musikerstammtisch {city}', 'Proberaumzentrum {word}'],
};

export const ORGANIZATION_WORDS = [
  'Rhein',
  'Elb',
  'Isar',
  'Spree',
  'Main',
  'Donau',
  'Nordstern',
  'Backstein',
  'Hafen',
  'Lindenhof',
] as const;

export const ORGANIZATION_DESCRIPTIONS: Record<OrganizationType, string> = {
  firma: 'Dienstleistungen für Musikerinnen und Musiker in {city} und Umgebung.',
  verein: 'Gemeinnütziger Verein, der die lokale Musikszene in {city} fördert.',
  institution: 'Anlaufstelle für Popmusik in {city}: Beratung, Netzwerk, Veranstaltungen.',
  bildung: 'Unterricht für alle Altersstufen, Bandcoaching und Workshops in {city}.',
  stiftung: 'Fördert junge Musikerinnen und Musiker mit Stipendien und Auftrittsmöglichkeiten.',
  sonstige: 'Treffpunkt für Musikschaffende in {city}, offen für alle.',
};

// ---- Profiles -----------------------------------------------------------------------------------

export const PROFILE_SENTENCES = [
  'Suche eine Band für regelmäßige Proben und Auftritte.',
  'Spiele seit {years} Jahren, am liebsten {genre}.',
  'Offen für Sessions, Studiojobs und Aushilfen.',
  'Eigener Proberaum vorhanden.',
  'Auto und eigene Anlage vorhanden.',
  'Von Jazz bis Punk ist alles dabei.',
  'Gebe auch Unterricht für Anfänger und Fortgeschrittene.',
  'Aktuell mit zwei Projekten unterwegs, Zeit für ein drittes.',
  'Lieblingsbühne: klein, verschwitzt, ausverkauft.',
] as const;

export type SeedGear = { brand: string; product: string };

/** Real products by what they are for; a musician gets a few that fit the instruments. */
export const GEAR_BY_INSTRUMENT: Record<string, readonly SeedGear[]> = {
  guitar: [
    { brand: 'Fender', product: 'Stratocaster' },
    { brand: 'Gibson', product: 'Les Paul Standard' },
    { brand: 'Vox', product: 'AC30' },
    { brand: 'Boss', product: 'DS-1' },
  ],
  bass: [
    { brand: 'Fender', product: 'Precision Bass' },
    { brand: 'Music Man', product: 'StingRay' },
    { brand: 'Ampeg', product: 'SVT Classic' },
  ],
  drums: [
    { brand: 'Pearl', product: 'Export' },
    { brand: 'Sonor', product: 'SQ2' },
    { brand: 'Zildjian', product: 'A Custom Ride' },
  ],
  keys: [
    { brand: 'Nord', product: 'Stage 3' },
    { brand: 'Roland', product: 'Juno-60' },
    { brand: 'Korg', product: 'MS-20' },
  ],
  vocals: [
    { brand: 'Shure', product: 'SM58' },
    { brand: 'Neumann', product: 'KMS 105' },
  ],
  winds: [
    { brand: 'Selmer', product: 'Mark VI' },
    { brand: 'Yamaha', product: 'YTR-8335' },
  ],
  electronic: [
    { brand: 'Pioneer', product: 'CDJ-3000' },
    { brand: 'Ableton', product: 'Push 3' },
  ],
};

export const GEAR_GROUP_OF: Record<string, keyof typeof GEAR_BY_INSTRUMENT> = {
  guitar: 'guitar',
  'e-guitar': 'guitar',
  'acoustic-guitar': 'guitar',
  bass: 'bass',
  'e-bass': 'bass',
  'double-bass': 'bass',
  drums: 'drums',
  percussion: 'drums',
  cajon: 'drums',
  piano: 'keys',
  keys: 'keys',
  synthesizer: 'keys',
  organ: 'keys',
  hammond: 'keys',
  vocals: 'vocals',
  'backing-vocals': 'vocals',
  rap: 'vocals',
  saxophone: 'winds',
  trumpet: 'winds',
  trombone: 'winds',
  dj: 'electronic',
  producer: 'electronic',
};

/** Album captions of stage photos. */
export const PHOTO_CAPTIONS = [
  'Soundcheck',
  'Zugabe!',
  'Ausverkauft',
  'Backstage',
  'Erstes Lied',
  'Festival-Sommer',
  null,
] as const;
