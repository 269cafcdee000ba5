/**
 * Names and descriptions of the demo pages: German band, venue and organization names made of
 * words (all fictional), and street names for addresses.
 */
import type { OrganizationType } from '@backline/domain';

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
