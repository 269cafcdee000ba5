import { z } from 'zod/mini';

/**
 * The curated genre list of pages (artists, venues, organizations), with German and English
 * labels. Ids are stable (stored in `pages.genres`); labels may change.
 */
export const GENRES = [
  { id: 'rock', de: 'Rock', en: 'Rock' },
  { id: 'pop', de: 'Pop', en: 'Pop' },
  { id: 'indie', de: 'Indie', en: 'Indie' },
  { id: 'alternative', de: 'Alternative', en: 'Alternative' },
  { id: 'punk', de: 'Punk', en: 'Punk' },
  { id: 'hardcore', de: 'Hardcore', en: 'Hardcore' },
  { id: 'metal', de: 'Metal', en: 'Metal' },
  { id: 'hard-rock', de: 'Hard Rock', en: 'Hard rock' },
  { id: 'grunge', de: 'Grunge', en: 'Grunge' },
  { id: 'post-rock', de: 'Post-Rock', en: 'Post-rock' },
  { id: 'progressive', de: 'Progressive', en: 'Progressive' },
  { id: 'psychedelic', de: 'Psychedelic', en: 'Psychedelic' },
  { id: 'stoner', de: 'Stoner Rock', en: 'Stoner rock' },
  { id: 'garage', de: 'Garage Rock', en: 'Garage rock' },
  { id: 'rockabilly', de: 'Rockabilly', en: 'Rockabilly' },
  { id: 'ska', de: 'Ska', en: 'Ska' },
  { id: 'reggae', de: 'Reggae', en: 'Reggae' },
  { id: 'dub', de: 'Dub', en: 'Dub' },
  { id: 'blues', de: 'Blues', en: 'Blues' },
  { id: 'jazz', de: 'Jazz', en: 'Jazz' },
  { id: 'swing', de: 'Swing', en: 'Swing' },
  { id: 'soul', de: 'Soul', en: 'Soul' },
  { id: 'funk', de: 'Funk', en: 'Funk' },
  { id: 'rnb', de: 'R&B', en: 'R&B' },
  { id: 'gospel', de: 'Gospel', en: 'Gospel' },
  { id: 'hip-hop', de: 'Hip-Hop', en: 'Hip-hop' },
  { id: 'rap', de: 'Rap', en: 'Rap' },
  { id: 'electronic', de: 'Elektronische Musik', en: 'Electronic' },
  { id: 'techno', de: 'Techno', en: 'Techno' },
  { id: 'house', de: 'House', en: 'House' },
  { id: 'trance', de: 'Trance', en: 'Trance' },
  { id: 'drum-and-bass', de: 'Drum and Bass', en: 'Drum and bass' },
  { id: 'dubstep', de: 'Dubstep', en: 'Dubstep' },
  { id: 'ambient', de: 'Ambient', en: 'Ambient' },
  { id: 'synthpop', de: 'Synthpop', en: 'Synth-pop' },
  { id: 'new-wave', de: 'New Wave', en: 'New wave' },
  { id: 'gothic', de: 'Gothic', en: 'Gothic' },
  { id: 'industrial', de: 'Industrial', en: 'Industrial' },
  { id: 'edm', de: 'EDM', en: 'EDM' },
  { id: 'singer-songwriter', de: 'Singer-Songwriter', en: 'Singer-songwriter' },
  { id: 'folk', de: 'Folk', en: 'Folk' },
  { id: 'country', de: 'Country', en: 'Country' },
  { id: 'americana', de: 'Americana', en: 'Americana' },
  { id: 'bluegrass', de: 'Bluegrass', en: 'Bluegrass' },
  { id: 'acoustic', de: 'Akustik', en: 'Acoustic' },
  { id: 'schlager', de: 'Schlager', en: 'Schlager' },
  { id: 'volksmusik', de: 'Volksmusik', en: 'German folk music' },
  { id: 'deutschrock', de: 'Deutschrock', en: 'German rock' },
  { id: 'deutschpop', de: 'Deutschpop', en: 'German pop' },
  { id: 'liedermacher', de: 'Liedermacher', en: 'Songwriter (Liedermacher)' },
  { id: 'cover', de: 'Coverband', en: 'Cover band' },
  { id: 'tribute', de: 'Tribute', en: 'Tribute' },
  { id: 'party', de: 'Party- und Tanzmusik', en: 'Party and dance music' },
  { id: 'classical', de: 'Klassik', en: 'Classical' },
  { id: 'contemporary-classical', de: 'Neue Musik', en: 'Contemporary classical' },
  { id: 'opera', de: 'Oper', en: 'Opera' },
  { id: 'choir', de: 'Chor', en: 'Choir' },
  { id: 'brass', de: 'Blasmusik', en: 'Brass band' },
  { id: 'big-band', de: 'Big Band', en: 'Big band' },
  { id: 'latin', de: 'Latin', en: 'Latin' },
  { id: 'world', de: 'Weltmusik', en: 'World music' },
  { id: 'balkan', de: 'Balkan', en: 'Balkan' },
  { id: 'klezmer', de: 'Klezmer', en: 'Klezmer' },
  { id: 'celtic', de: 'Irish Folk / Celtic', en: 'Celtic' },
  { id: 'afrobeat', de: 'Afrobeat', en: 'Afrobeat' },
  { id: 'experimental', de: 'Experimentell', en: 'Experimental' },
  { id: 'noise', de: 'Noise', en: 'Noise' },
  { id: 'instrumental', de: 'Instrumental', en: 'Instrumental' },
  { id: 'soundtrack', de: 'Filmmusik', en: 'Soundtrack' },
  { id: 'kids', de: 'Kindermusik', en: "Children's music" },
  { id: 'cabaret', de: 'Kabarett und Chanson', en: 'Cabaret and chanson' },
] as const;

export type GenreId = (typeof GENRES)[number]['id'];
export const GENRE_IDS = GENRES.map((genre) => genre.id) as [GenreId, ...GenreId[]];
export const GenreSchema = z.enum(GENRE_IDS);

/** The label of a genre in a language (the id itself for an unknown one). */
export function genreLabel(id: string, locale: 'de' | 'en'): string {
  return GENRES.find((genre) => genre.id === id)?.[locale] ?? id;
}
