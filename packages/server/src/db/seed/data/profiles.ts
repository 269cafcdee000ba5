/** Texts of the demo profiles and their photo albums. */

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
