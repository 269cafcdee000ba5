import {
  ageOn,
  detailPath,
  type Picture,
  type Profile,
  type PublicProfile,
} from '@backline/domain';
import type { ProfileRecord } from './profiles.repository.ts';

/** Avatar and cover by size, as the media module resolves them (null until uploaded). */
export type ProfileImages = { picture: Picture | null; cover: Picture | null };

const NO_PROFILE = {
  birthday: null,
  showAge: false,
  gender: null,
  pronouns: null,
  instruments: [] as string[],
  professional: false,
  description: null,
  links: [],
  gear: [],
  releases: [],
  gigs: [],
  visibility: 'public' as const,
  gemaBadge: 'public' as const,
};

const profileOf = (record: ProfileRecord) => record.profile ?? NO_PROFILE;

/** What others see: age only when shown, never the birthday; the GEMA badge as decided. */
export function presentPublicProfile(
  record: ProfileRecord,
  options: { today: Date; gemaBadge: boolean; images: ProfileImages },
): PublicProfile {
  const profile = profileOf(record);
  return {
    id: record.user.id,
    type: 'user',
    name: record.user.name,
    resource: detailPath('/user', record.user.name, record.user.id),
    age: profile.showAge && profile.birthday ? ageOn(profile.birthday, options.today) : null,
    gender: profile.gender,
    pronouns: profile.pronouns,
    instruments: [...profile.instruments],
    professional: profile.professional,
    city: record.city,
    description: profile.description,
    links: profile.links.map((link) => ({ ...link })),
    gear: profile.gear.map((item) => ({ ...item })),
    releases: profile.releases.map((release) => ({ ...release })),
    gigs: profile.gigs.map((gig) => ({ ...gig })),
    picture: options.images.picture,
    cover: options.images.cover,
    badges: { gema: options.gemaBadge },
  };
}

/** The owner's own profile: everything the edit form needs. */
export function presentOwnProfile(
  record: ProfileRecord,
  options: { today: Date; gemaBadge: boolean; images: ProfileImages },
): Profile {
  const profile = profileOf(record);
  return {
    ...presentPublicProfile(record, options),
    // The owner always sees their own age.
    age: profile.birthday ? ageOn(profile.birthday, options.today) : null,
    firstname: record.user.firstname,
    lastname: record.user.lastname,
    birthday: profile.birthday,
    showAge: profile.showAge,
    cityId: record.city?.id ?? null,
    visibility: profile.visibility,
    gemaBadge: profile.gemaBadge,
    gemaVerified: record.gemaVerified,
  };
}
