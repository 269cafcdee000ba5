import {
  bitsOf,
  CONTACT_AD_AMBITION_BITS,
  CONTACT_AD_BAND_TYPE_KEYS,
  CONTACT_AD_REMOTE_KEYS,
  CONTACT_AD_SEARCH_TYPE_KEYS,
  CONTACT_AD_SKILL_BITS,
  genreLabel,
  instrumentName,
  type ContactAdAmbition,
  type ContactAdBandType,
  type ContactAdMatchReason,
  type ContactAdRemote,
  type ContactAdSearchType,
  type ContactAdSkill,
  type Locale,
} from '@backline/domain';
import type { TFunction } from 'i18next';

/**
 * The words of a contact ad's values (search type, bitmasks, band type, remote option, match
 * reasons) in the interface language, from the `contactads` texts and the domain's lists.
 */
type T = TFunction<'contactads'>;

export const searchTypeKey = (type: number) =>
  CONTACT_AD_SEARCH_TYPE_KEYS[type as ContactAdSearchType] ?? CONTACT_AD_SEARCH_TYPE_KEYS[1];

export const searchTypeLabel = (t: T, type: number) => t(`searchTypes.${searchTypeKey(type)}`);

export const remoteLabel = (t: T, remote: number) =>
  t(`remote.${CONTACT_AD_REMOTE_KEYS[remote as ContactAdRemote] ?? 'onSite'}`);

export const bandTypeLabel = (t: T, bandType: number) =>
  t(`bandTypes.${CONTACT_AD_BAND_TYPE_KEYS[bandType as ContactAdBandType] ?? 'cover'}`);

const keyOfBit = <K extends string>(bits: Record<K, number>, bit: number): K | undefined =>
  (Object.keys(bits) as K[]).find((key) => bits[key] === bit);

/** The ambition levels a mask names, in order ("Hobby, Ambitioniert"). */
export const ambitionLabels = (t: T, mask: number): string[] =>
  bitsOf(mask)
    .map((bit) => keyOfBit<ContactAdAmbition>(CONTACT_AD_AMBITION_BITS, bit))
    .filter((key): key is ContactAdAmbition => key !== undefined)
    .map((key) => t(`ambition.${key}`));

export const skillLabels = (t: T, mask: number): string[] =>
  bitsOf(mask)
    .map((bit) => keyOfBit<ContactAdSkill>(CONTACT_AD_SKILL_BITS, bit))
    .filter((key): key is ContactAdSkill => key !== undefined)
    .map((key) => t(`skill.${key}`));

export const instrumentList = (ids: readonly string[], language: Locale): string =>
  ids.map((id) => instrumentName(id, language)).join(', ');

export const genreList = (ids: readonly string[], language: Locale): string =>
  ids.map((id) => genreLabel(id, language)).join(', ');

/**
 * An instrument inside a sentence: German nouns keep their capital ("spielt Schlagzeug"), English
 * names are lowercased ("plays drums") unless they are an abbreviation ("DJ").
 */
export function instrumentInSentence(id: string, language: Locale): string {
  const name = instrumentName(id, language);
  if (language === 'de' || /^\p{Lu}{2}/u.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** One reason of a match in words: "spielt Schlagzeug", "12 km", "gleiche Ambition". */
export function reasonText(t: T, reason: ContactAdMatchReason, language: Locale): string {
  switch (reason.kind) {
    case 'instrument':
      return t('match.reasons.instrument', {
        instrument: instrumentInSentence(reason.instrument, language),
      });
    case 'distance':
      // Under a kilometre apart is the same town: "0 km" reads like a mistake.
      return Math.round(reason.km) === 0
        ? t('match.reasons.samePlace')
        : t('match.reasons.distance', { km: Math.round(reason.km) });
    case 'remote':
      return t('match.reasons.remote');
    case 'ambition':
      return t(reason.same ? 'match.reasons.ambitionSame' : 'match.reasons.ambitionOverlap');
    case 'skill':
      return t('match.reasons.skill');
    case 'genres':
      return t('match.reasons.genres', { genres: genreList(reason.genres, language) });
    case 'bandType':
      return t('match.reasons.bandType');
  }
}

/** Every reason of a match as one line: "spielt Schlagzeug · 12 km · gleiche Ambition". */
export const reasonsText = (
  t: T,
  reasons: readonly ContactAdMatchReason[],
  language: Locale,
): string => reasons.map((reason) => reasonText(t, reason, language)).join(' · ');
