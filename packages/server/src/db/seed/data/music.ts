/**
 * Music words for the demo data: the curated instrument and genre ids that seeded profiles and
 * pages use, and real gear by instrument.
 */

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
