/**
 * The curated list of instruments and activities a profile can name (spec section 3, Profile:
 * "instruments or activity"). Profiles store the ids; the names are shown in the UI language.
 * Ids are stable: never rename one, add a new entry and migrate instead.
 */
export const INSTRUMENT_GROUPS = [
  'vocals',
  'strings',
  'keys',
  'drums',
  'winds',
  'brass',
  'folk',
  'electronic',
  'production',
  'business',
  'other',
] as const;
export type InstrumentGroup = (typeof INSTRUMENT_GROUPS)[number];

export type Instrument = {
  readonly id: string;
  readonly de: string;
  readonly en: string;
  readonly group: InstrumentGroup;
};

const entries = (group: InstrumentGroup, list: ReadonlyArray<readonly [string, string, string]>) =>
  list.map(([id, de, en]) => ({ id, de, en, group }) as const);

export const INSTRUMENTS: readonly Instrument[] = [
  ...entries('vocals', [
    ['vocals', 'Gesang', 'Vocals'],
    ['lead-vocals', 'Leadgesang', 'Lead vocals'],
    ['backing-vocals', 'Backgroundgesang', 'Backing vocals'],
    ['soprano', 'Sopran', 'Soprano'],
    ['alto', 'Alt', 'Alto'],
    ['tenor', 'Tenor', 'Tenor'],
    ['baritone', 'Bariton', 'Baritone'],
    ['bass-voice', 'Bass (Stimme)', 'Bass (voice)'],
    ['rap', 'Rap', 'Rap'],
    ['beatbox', 'Beatbox', 'Beatbox'],
    ['choir', 'Chor', 'Choir'],
    ['growls', 'Growls / Screams', 'Growls / screams'],
  ]),
  ...entries('strings', [
    ['guitar', 'Gitarre', 'Guitar'],
    ['e-guitar', 'E-Gitarre', 'Electric guitar'],
    ['acoustic-guitar', 'Akustikgitarre', 'Acoustic guitar'],
    ['classical-guitar', 'Konzertgitarre', 'Classical guitar'],
    ['rhythm-guitar', 'Rhythmusgitarre', 'Rhythm guitar'],
    ['lead-guitar', 'Leadgitarre', 'Lead guitar'],
    ['slide-guitar', 'Slidegitarre', 'Slide guitar'],
    ['pedal-steel', 'Pedal-Steel-Gitarre', 'Pedal steel guitar'],
    ['bass', 'Bass', 'Bass'],
    ['e-bass', 'E-Bass', 'Electric bass'],
    ['double-bass', 'Kontrabass', 'Double bass'],
    ['fretless-bass', 'Fretless-Bass', 'Fretless bass'],
    ['violin', 'Geige / Violine', 'Violin'],
    ['viola', 'Bratsche', 'Viola'],
    ['cello', 'Cello', 'Cello'],
    ['harp', 'Harfe', 'Harp'],
    ['ukulele', 'Ukulele', 'Ukulele'],
    ['banjo', 'Banjo', 'Banjo'],
    ['mandolin', 'Mandoline', 'Mandolin'],
    ['zither', 'Zither', 'Zither'],
    ['sitar', 'Sitar', 'Sitar'],
    ['bouzouki', 'Bouzouki', 'Bouzouki'],
    ['oud', 'Oud', 'Oud'],
    ['lute', 'Laute', 'Lute'],
  ]),
  ...entries('keys', [
    ['keys', 'Keyboard', 'Keys'],
    ['piano', 'Klavier', 'Piano'],
    ['grand-piano', 'Flügel', 'Grand piano'],
    ['e-piano', 'E-Piano', 'Electric piano'],
    ['organ', 'Orgel', 'Organ'],
    ['hammond', 'Hammond-Orgel', 'Hammond organ'],
    ['synthesizer', 'Synthesizer', 'Synthesizer'],
    ['harpsichord', 'Cembalo', 'Harpsichord'],
    ['accordion', 'Akkordeon', 'Accordion'],
    ['melodica', 'Melodica', 'Melodica'],
  ]),
  ...entries('drums', [
    ['drums', 'Schlagzeug', 'Drums'],
    ['e-drums', 'E-Drums', 'Electronic drums'],
    ['percussion', 'Percussion', 'Percussion'],
    ['cajon', 'Cajón', 'Cajón'],
    ['congas', 'Congas', 'Congas'],
    ['bongos', 'Bongos', 'Bongos'],
    ['djembe', 'Djembe', 'Djembe'],
    ['timpani', 'Pauke', 'Timpani'],
    ['marimba', 'Marimba', 'Marimba'],
    ['vibraphone', 'Vibraphon', 'Vibraphone'],
    ['xylophone', 'Xylophon', 'Xylophone'],
    ['glockenspiel', 'Glockenspiel', 'Glockenspiel'],
    ['handpan', 'Handpan', 'Handpan'],
    ['tabla', 'Tabla', 'Tabla'],
    ['steel-drum', 'Steel Drum', 'Steel drum'],
  ]),
  ...entries('winds', [
    ['flute', 'Querflöte', 'Flute'],
    ['piccolo', 'Piccoloflöte', 'Piccolo'],
    ['recorder', 'Blockflöte', 'Recorder'],
    ['clarinet', 'Klarinette', 'Clarinet'],
    ['bass-clarinet', 'Bassklarinette', 'Bass clarinet'],
    ['oboe', 'Oboe', 'Oboe'],
    ['bassoon', 'Fagott', 'Bassoon'],
    ['saxophone', 'Saxophon', 'Saxophone'],
    ['soprano-sax', 'Sopransaxophon', 'Soprano saxophone'],
    ['alto-sax', 'Altsaxophon', 'Alto saxophone'],
    ['tenor-sax', 'Tenorsaxophon', 'Tenor saxophone'],
    ['baritone-sax', 'Baritonsaxophon', 'Baritone saxophone'],
    ['harmonica', 'Mundharmonika', 'Harmonica'],
    ['bagpipes', 'Dudelsack', 'Bagpipes'],
    ['pan-flute', 'Panflöte', 'Pan flute'],
    ['didgeridoo', 'Didgeridoo', 'Didgeridoo'],
  ]),
  ...entries('brass', [
    ['trumpet', 'Trompete', 'Trumpet'],
    ['flugelhorn', 'Flügelhorn', 'Flugelhorn'],
    ['trombone', 'Posaune', 'Trombone'],
    ['french-horn', 'Waldhorn', 'French horn'],
    ['tuba', 'Tuba', 'Tuba'],
    ['euphonium', 'Euphonium', 'Euphonium'],
    ['sousaphone', 'Sousaphon', 'Sousaphone'],
  ]),
  ...entries('folk', [
    ['hurdy-gurdy', 'Drehleier', 'Hurdy-gurdy'],
    ['dulcimer', 'Hackbrett', 'Hammered dulcimer'],
    ['alphorn', 'Alphorn', 'Alphorn'],
    ['tin-whistle', 'Tin Whistle', 'Tin whistle'],
    ['concertina', 'Konzertina', 'Concertina'],
    ['steirische', 'Steirische Harmonika', 'Styrian accordion'],
  ]),
  ...entries('electronic', [
    ['dj', 'DJ', 'DJ'],
    ['turntables', 'Plattenspieler / Turntablism', 'Turntables'],
    ['electronics', 'Elektronik / Live-Elektronik', 'Electronics'],
    ['drum-machine', 'Drumcomputer', 'Drum machine'],
    ['sampler', 'Sampler', 'Sampler'],
    ['modular', 'Modularsynthesizer', 'Modular synthesizer'],
    ['theremin', 'Theremin', 'Theremin'],
    ['vj', 'VJ / Visuals', 'VJ / visuals'],
  ]),
  ...entries('production', [
    ['producer', 'Produzent*in', 'Producer'],
    ['beatmaker', 'Beatmaker*in', 'Beatmaker'],
    ['songwriter', 'Songwriter*in', 'Songwriter'],
    ['composer', 'Komponist*in', 'Composer'],
    ['lyricist', 'Texter*in', 'Lyricist'],
    ['arranger', 'Arrangeur*in', 'Arranger'],
    ['conductor', 'Dirigent*in', 'Conductor'],
    ['sound-engineer', 'Tontechniker*in', 'Sound engineer'],
    ['foh-engineer', 'FOH-Techniker*in', 'FOH engineer'],
    ['monitor-engineer', 'Monitortechniker*in', 'Monitor engineer'],
    ['mixing-engineer', 'Mischtechniker*in', 'Mixing engineer'],
    ['mastering-engineer', 'Mastering-Techniker*in', 'Mastering engineer'],
    ['recording-engineer', 'Aufnahmetechniker*in', 'Recording engineer'],
    ['lighting-technician', 'Lichttechniker*in', 'Lighting technician'],
    ['stagehand', 'Bühnentechniker*in / Roadie', 'Stagehand / roadie'],
    ['backliner', 'Backliner*in', 'Backline technician'],
    ['guitar-tech', 'Gitarrentechniker*in', 'Guitar tech'],
    ['instrument-maker', 'Instrumentenbauer*in', 'Instrument maker'],
  ]),
  ...entries('business', [
    ['manager', 'Manager*in', 'Manager'],
    ['booker', 'Booker*in', 'Booker'],
    ['promoter', 'Veranstalter*in', 'Promoter'],
    ['tour-manager', 'Tourmanager*in', 'Tour manager'],
    ['label', 'Label', 'Label'],
    ['publisher', 'Musikverlag', 'Music publisher'],
    ['a-and-r', 'A&R', 'A&R'],
    ['press', 'Presse / PR', 'Press / PR'],
    ['journalist', 'Musikjournalist*in', 'Music journalist'],
    ['photographer', 'Fotograf*in', 'Photographer'],
    ['videographer', 'Videograf*in', 'Videographer'],
    ['graphic-designer', 'Grafikdesigner*in', 'Graphic designer'],
    ['music-teacher', 'Musiklehrer*in', 'Music teacher'],
    ['vocal-coach', 'Gesangslehrer*in / Vocal Coach', 'Vocal coach'],
    ['music-therapist', 'Musiktherapeut*in', 'Music therapist'],
    ['venue-operator', 'Clubbetreiber*in', 'Venue operator'],
  ]),
  ...entries('other', [
    ['dancer', 'Tänzer*in', 'Dancer'],
    ['mc', 'MC / Moderation', 'MC / host'],
    ['spoken-word', 'Spoken Word', 'Spoken word'],
    ['fan', 'Musikfan', 'Music fan'],
  ]),
];

export const INSTRUMENT_IDS: readonly string[] = INSTRUMENTS.map((instrument) => instrument.id);
const BY_ID = new Map(INSTRUMENTS.map((instrument) => [instrument.id, instrument]));

export const isInstrumentId = (id: string): boolean => BY_ID.has(id);
export const findInstrument = (id: string): Instrument | undefined => BY_ID.get(id);

/** The name of an instrument in a language; unknown ids come back as they are. */
export function instrumentName(id: string, language: 'de' | 'en'): string {
  return BY_ID.get(id)?.[language] ?? id;
}

/** Lowercase, without diacritics, ß as ss: "Flügel" and "flugel" match. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

const FOLDED = INSTRUMENTS.map((instrument) => ({
  instrument,
  de: foldForSearch(instrument.de),
  en: foldForSearch(instrument.en),
  id: instrument.id,
}));

/**
 * Instruments whose German or English name (or id) contains the query, ignoring case and
 * diacritics. Exact names come first, then names that start with the query, then names with a
 * word that starts with it, then the rest; an empty query answers the whole list.
 */
export function searchInstruments(query: string, limit = INSTRUMENTS.length): Instrument[] {
  const q = foldForSearch(query);
  if (q === '') return INSTRUMENTS.slice(0, limit);
  const rank = (name: string): number => {
    if (name === q) return 0;
    if (name.startsWith(q)) return 1;
    if (name.split(/[\s/()*-]+/).some((word) => word.startsWith(q))) return 2;
    if (name.includes(q)) return 3;
    return 4;
  };
  return FOLDED.map((entry) => ({
    instrument: entry.instrument,
    score: Math.min(rank(entry.de), rank(entry.en), rank(entry.id)),
  }))
    .filter((hit) => hit.score < 4)
    .sort((a, b) => a.score - b.score) // stable: list order within a rank
    .slice(0, limit)
    .map((hit) => hit.instrument);
}
