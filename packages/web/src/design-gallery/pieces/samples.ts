import { currentLanguage } from '../../lib/i18n.ts';

/** Sample content (not interface text): what a real list would hold, in each language. */
const SAMPLES = {
  de: {
    gigsSubtitle: 'Auftritte, Sessions und Festivals, die Bands suchen',
    offerTitle: 'Sommerbühne im Hof – Singer-Songwriter gesucht',
    offerMeta: 'Kulturhalle · Köln',
    pageMeta: 'Band · Hamburg',
    profileMeta: 'Schlagzeug, Percussion · Leipzig',
    genres: 'Indie, Folk, Pop',
    emptyTitle: 'Keine Auftritte für diese Filter',
    emptyText: 'Erweitere den Umkreis oder setze die Filter zurück.',
    emptyAction: 'Filter zurücksetzen',
    snackbar: 'Du folgst „Die Nachtschicht“ nicht mehr.',
    sections: 'Abschnitt mit Aktion',
    showAll: 'Alle anzeigen',
  },
  en: {
    gigsSubtitle: 'Gigs, sessions and festivals looking for bands',
    offerTitle: 'Summer stage in the courtyard – singer-songwriter wanted',
    offerMeta: 'Kulturhalle · Cologne',
    pageMeta: 'Band · Hamburg',
    profileMeta: 'Drums, percussion · Leipzig',
    genres: 'Indie, folk, pop',
    emptyTitle: 'No gigs for these filters',
    emptyText: 'Widen the distance or reset the filters.',
    emptyAction: 'Reset filters',
    snackbar: 'You no longer follow “Die Nachtschicht”.',
    sections: 'A section with an action',
    showAll: 'Show all',
  },
} as const;

export type Sample = (typeof SAMPLES)[keyof typeof SAMPLES];

/** The sample content in the interface's language. */
export const currentSample = (): Sample => SAMPLES[currentLanguage()];

/** The date the sample gig is on. */
export const GIG_DATE = '2027-06-12T18:00:00.000Z';
