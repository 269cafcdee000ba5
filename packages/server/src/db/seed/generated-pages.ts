/** The generated pages: bands and solo acts, venues and organizations, all over the DACH region. */
import { fakerDE as faker } from '@faker-js/faker';
import { slugify, type ArtistForm, type OrganizationType, type PageStatus } from '@backline/domain';
import { SEED_CITIES } from './data/cities.ts';
import { SEED_GENRES } from './data/music.ts';
import {
  BAND_ADJECTIVES,
  BAND_COMPOUNDS,
  BAND_DESCRIPTIONS,
  BAND_NOUNS_PLURAL,
  BAND_PAIR_WORDS,
  ENSEMBLE_WORDS,
  ORGANIZATION_DESCRIPTIONS,
  ORGANIZATION_PATTERNS,
  ORGANIZATION_WORDS,
  SOLO_DESCRIPTIONS,
  VENUE_DESCRIPTIONS,
  VENUE_KINDS,
  VENUE_NAMES,
} from './data/pages.ts';
import { poolAvatar, poolCover } from './media.ts';
import type { PageBuilder } from './pages.ts';
import { fill, type PagePlan, type Person, type SeedContext } from './plan.ts';

const GENERATED_BANDS = 19;
const GENERATED_SOLO_ACTS = 5;
const GENERATED_VENUES = 19;
const GENERATED_ORGANIZATIONS = 15;

/** Generated bands and solo acts; returns every artist page, the demo band first. */
export function addGeneratedArtists(
  ctx: SeedContext,
  builder: PageBuilder,
  musicians: Person[],
  nachtfalter: PagePlan,
): PagePlan[] {
  const { now } = ctx;
  const { addPage, urlnameFor, uniqueName, bandTeam } = builder;
  const artists: PagePlan[] = [nachtfalter];
  for (let index = 0; index < GENERATED_BANDS + GENERATED_SOLO_ACTS; index += 1) {
    const solo = index >= GENERATED_BANDS;
    const owner = faker.helpers.arrayElement(musicians);
    const name = solo
      ? uniqueName(() =>
          faker.datatype.boolean({ probability: 0.5 })
            ? owner.name
            : `${owner.firstname} ${faker.helpers.arrayElement(BAND_COMPOUNDS)}`,
        )
      : uniqueName(() => bandName(owner));
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const genres = faker.helpers.arrayElements(SEED_GENRES, { min: 1, max: 3 });
    const form: ArtistForm = solo ? 'solo' : 'band';
    const status = faker.helpers.weightedArrayElement<PageStatus>([
      { weight: 14, value: 'active' },
      { weight: 2, value: 'founding' },
      { weight: 2, value: 'inactive' },
      { weight: 2, value: 'disbanded' },
    ]);
    const description = fill(
      faker.helpers.arrayElement(solo ? SOLO_DESCRIPTIONS : BAND_DESCRIPTIONS),
      {
        year: String(faker.number.int({ min: 2005, max: now.getUTCFullYear() - 1 })),
        city: city.name,
        genre: faker.helpers.arrayElement(['Indie', 'Rock', 'Pop', 'Jazz', 'Punk', 'Funk', 'Folk']),
      },
    );
    artists.push(
      addPage(
        {
          kind: 'artist',
          artistForm: form,
          status,
          name,
          urlname: urlnameFor(name, city),
          website: faker.datatype.boolean({ probability: 0.5 })
            ? `https://${slugify(name)}.example/`
            : null,
          city,
          description,
          genres,
        },
        solo ? { owner, others: [] } : bandTeam(owner, faker.number.int({ min: 2, max: 4 })),
        {
          avatar: faker.datatype.boolean({ probability: 0.85 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.6 }) ? poolCover() : null,
        },
      ),
    );
  }
  return artists;
}

export function addGeneratedVenues(builder: PageBuilder, activePeople: Person[]): PagePlan[] {
  const { addPage, urlnameFor, uniqueName } = builder;
  const venues: PagePlan[] = [];
  for (let index = 0; index < GENERATED_VENUES; index += 1) {
    const city = faker.helpers.arrayElement(SEED_CITIES.filter((c) => c.districts));
    const district = faker.helpers.arrayElement(city.districts ?? [city.name]);
    const name = uniqueName(() =>
      faker.datatype.boolean({ probability: 0.6 })
        ? `${faker.helpers.arrayElement(VENUE_KINDS)} ${district}`
        : `${faker.helpers.arrayElement(VENUE_NAMES)} ${city.name}`,
    );
    const owner = faker.helpers.arrayElement(activePeople);
    const team = faker.helpers
      .arrayElements(activePeople, { min: 0, max: 2 })
      .map((person) => ({ person, role: faker.helpers.arrayElement(['admin', 'team'] as const) }));
    venues.push(
      addPage(
        {
          kind: 'location',
          status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'closed',
          name,
          urlname: faker.datatype.boolean({ probability: 0.6 }) ? urlnameFor(name, city) : null,
          website: faker.datatype.boolean({ probability: 0.5 })
            ? `https://${slugify(name)}.example/`
            : null,
          city,
          description: fill(faker.helpers.arrayElement(VENUE_DESCRIPTIONS), {
            days: faker.helpers.arrayElement(['drei', 'vier', 'fünf', 'sechs']),
            capacity: String(faker.number.int({ min: 8, max: 120 }) * 10),
          }),
          genres: faker.helpers.arrayElements(SEED_GENRES, { min: 0, max: 3 }),
        },
        { owner, others: team },
        {
          avatar: faker.datatype.boolean({ probability: 0.8 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.6 }) ? poolCover() : null,
        },
      ),
    );
  }

  return venues;
}

/** Generated organizations: every type at least twice. */
export function addGeneratedOrganizations(
  builder: PageBuilder,
  activePeople: Person[],
): PagePlan[] {
  const { addPage, urlnameFor, uniqueName } = builder;
  const organizations: PagePlan[] = [];
  const types = Object.keys(ORGANIZATION_PATTERNS) as OrganizationType[];
  for (let index = 0; index < GENERATED_ORGANIZATIONS; index += 1) {
    // Every type at least twice, then at random.
    const type =
      index < types.length * 2
        ? (types[index % types.length] as OrganizationType)
        : faker.helpers.arrayElement(types);
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const name = uniqueName(() =>
      fill(faker.helpers.arrayElement(ORGANIZATION_PATTERNS[type]), {
        city: city.name,
        surname: faker.person.lastName(),
        word: faker.helpers.arrayElement(ORGANIZATION_WORDS),
      }),
    );
    const owner = faker.helpers.arrayElement(activePeople);
    const team = faker.helpers.arrayElements(activePeople, { min: 0, max: 3 }).map((person) => ({
      person,
      role: faker.helpers.arrayElement(['admin', 'member', 'team'] as const),
    }));
    organizations.push(
      addPage(
        {
          kind: 'organization',
          organizationType: type,
          status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'closed',
          name,
          urlname: faker.datatype.boolean({ probability: 0.5 }) ? urlnameFor(name, city) : null,
          website: `https://${slugify(name).slice(0, 40).replace(/-+$/, '')}.example/`,
          city,
          description: fill(ORGANIZATION_DESCRIPTIONS[type], { city: city.name }),
          genres: [],
        },
        { owner, others: team },
        {
          avatar: faker.datatype.boolean({ probability: 0.8 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.5 }) ? poolCover() : null,
        },
      ),
    );
  }

  return organizations;
}

function bandName(owner: Person): string {
  switch (faker.number.int({ min: 0, max: 4 })) {
    case 0:
    case 1:
      return `Die ${faker.helpers.arrayElement(BAND_ADJECTIVES)} ${faker.helpers.arrayElement(BAND_NOUNS_PLURAL)}`;
    case 2:
      return faker.helpers.arrayElement(BAND_COMPOUNDS);
    case 3: {
      const [first, second] = faker.helpers.arrayElements(BAND_PAIR_WORDS, 2);
      return `${first} & ${second}`;
    }
    default:
      return `${owner.name.split(' ').at(-1)} ${faker.helpers.arrayElement(ENSEMBLE_WORDS)}`;
  }
}
