/**
 * Musician contact ads (spec sections 3, 5, 9; issue 18): "Band sucht Musiker" and the reverse.
 * The spec names the fields and their value sets; what each value means is ours
 * (docs/decisions.md, the contact-ads section). Ids are stable: never renumber one.
 */

/**
 * What the publisher is looking for. The spec's sender rule (section 6) reads on it: a user with
 * artist pages may answer as one of them unless the publisher is a user looking for fellow
 * musicians (2); a user with organization pages may answer as one when the ad looks for a
 * business partner (4).
 * - 1 `bandSeeksMusician`: a band (or its founder) looks for a musician;
 * - 2 `musicianSeeksMusicians`: a musician looks for fellow musicians (a project, a jam, a new band);
 * - 3 `musicianSeeksBand`: a musician looks for a band to join;
 * - 4 `seeksPartner`: a musician or band looks for a business partner (label, management,
 *   booking agency, studio, teacher).
 */
export const CONTACT_AD_SEARCH_TYPES = [1, 2, 3, 4] as const;
export type ContactAdSearchType = (typeof CONTACT_AD_SEARCH_TYPES)[number];
export const CONTACT_AD_SEARCH_TYPE_KEYS = {
  1: 'bandSeeksMusician',
  2: 'musicianSeeksMusicians',
  3: 'musicianSeeksBand',
  4: 'seeksPartner',
} as const satisfies Record<ContactAdSearchType, string>;

/** Who may publish an ad of each search type: the user themself, or one of their artist pages. */
export const CONTACT_AD_PUBLISHER_KINDS = {
  1: ['user', 'artist'],
  2: ['user'],
  3: ['user'],
  4: ['user', 'artist'],
} as const satisfies Record<ContactAdSearchType, readonly ('user' | 'artist')[]>;

/**
 * The search types whose ads answer each other (matches): a band seeking a musician and a
 * musician seeking a band; musicians seeking musicians among themselves. A partner search (4)
 * is answered by organizations writing to it, not by other ads.
 */
export const CONTACT_AD_COUNTERPARTS = {
  1: [3],
  2: [2],
  3: [1],
  4: [],
} as const satisfies Record<ContactAdSearchType, readonly ContactAdSearchType[]>;

/**
 * Ambition (spec: 1, 2, 4, 8, 16), a bitmask: an ad names one or several. 0 is not a value
 * (at least one bit).
 */
export const CONTACT_AD_AMBITION_BITS = {
  fun: 1,
  hobby: 2,
  ambitious: 4,
  semiPro: 8,
  pro: 16,
} as const;
export type ContactAdAmbition = keyof typeof CONTACT_AD_AMBITION_BITS;
export const CONTACT_AD_AMBITION_MASK = 31;

/**
 * Skill (spec: 0, 1, 2, 4, 8, 16), a bitmask of levels; 0 means "no requirement / not said"
 * and matches every level.
 */
export const CONTACT_AD_SKILL_BITS = {
  beginner: 1,
  advanced: 2,
  experienced: 4,
  veryExperienced: 8,
  pro: 16,
} as const;
export type ContactAdSkill = keyof typeof CONTACT_AD_SKILL_BITS;
export const CONTACT_AD_SKILL_MASK = 31;

/** Band type (spec: 1 to 3): covers, own songs, or both. Null: not said (matches all). */
export const CONTACT_AD_BAND_TYPES = [1, 2, 3] as const;
export type ContactAdBandType = (typeof CONTACT_AD_BAND_TYPES)[number];
export const CONTACT_AD_BAND_TYPE_KEYS = {
  1: 'cover',
  2: 'originals',
  3: 'coverAndOriginals',
} as const satisfies Record<ContactAdBandType, string>;

/**
 * Remote option (spec: 0 to 3): 0 on site only, 1 remote possible now and then, 2 mostly
 * remote, 3 remote only. Distance does not limit a match when both sides are 1 or more, or
 * either side is 3.
 */
export const CONTACT_AD_REMOTE_OPTIONS = [0, 1, 2, 3] as const;
export type ContactAdRemote = (typeof CONTACT_AD_REMOTE_OPTIONS)[number];
export const CONTACT_AD_REMOTE_KEYS = {
  0: 'onSite',
  1: 'remotePossible',
  2: 'mostlyRemote',
  3: 'remoteOnly',
} as const satisfies Record<ContactAdRemote, string>;

/**
 * Lifecycle: `active` (listed), `paused` (by the publisher; not listed, no matches), `expired`
 * (its time ran out; not listed, the owner sees it and renews it for free).
 */
export const CONTACT_AD_STATUSES = ['active', 'paused', 'expired'] as const;
export type ContactAdStatus = (typeof CONTACT_AD_STATUSES)[number];

// At most three contact ads per profile (the user, or each page): `MAX_CONTACT_ADS_PER_PROFILE`
// in constants/limits.ts (spec sections 5 and 9).
/** An ad is listed this many days from its publication or last renewal. */
export const CONTACT_AD_LIFETIME_DAYS = 60;
/** The reminder mail goes this many days before an ad expires. */
export const CONTACT_AD_REMINDER_DAYS = 7;

export const CONTACT_AD_TITLE_MAX_LENGTH = 100;
export const CONTACT_AD_TEXT_MAX_LENGTH = 5000;
export const CONTACT_AD_MAX_INSTRUMENTS = 10;
export const CONTACT_AD_MAX_GENRES = 10;
export const CONTACT_AD_MAX_PICTURES = 5;
export const CONTACT_AD_MAX_AUDIO = 3;

/** The distance a match may span when it is not remote (km). */
export const CONTACT_AD_MATCH_RADIUS_KM = 100;
export const CONTACT_AD_LIST_PAGE_SIZE = 20;
export const CONTACT_AD_LIST_MAX_PAGE_SIZE = 50;
export const CONTACT_AD_MAX_DISTANCE_KM = 500;
