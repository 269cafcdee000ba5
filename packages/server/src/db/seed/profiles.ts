/** The profiles: the demo musician's full one, most generated musicians', a few private users'. */
import { fakerDE as faker } from '@faker-js/faker';
import { slugify } from '@backline/domain';
import { SEED_CITIES } from './data/cities.ts';
import {
  COMMON_INSTRUMENTS,
  GEAR_BY_INSTRUMENT,
  GEAR_GROUP_OF,
  INSTRUMENT_LABELS,
  SEED_INSTRUMENTS,
  type SeedGear,
} from './data/music.ts';
import { BAND_COMPOUNDS, STREETS, VENUE_NAMES } from './data/pages.ts';
import { PROFILE_SENTENCES } from './data/profiles.ts';
import { DEMO_PAGES, DEMO_YOUTUBE_ID } from './demo.ts';
import { addAlbum, addImage, poolAvatar, poolCover } from './media.ts';
import {
  cityNamed,
  daysFrom,
  fill,
  type GeneratedPerson,
  type People,
  type Person,
  type SeedContext,
  type SeedPlan,
} from './plan.ts';

/** Share of generated musicians with a filled-in profile. */
const MUSICIAN_PROFILE_SHARE = 0.7;

export function addProfiles(ctx: SeedContext, plan: SeedPlan, people: People) {
  addDemoProfile(ctx, plan, people.lena);
  addMusicianProfiles(ctx, plan, people.musicians);
  addPrivateProfiles(plan, people.active);
}

/** The demo musician's profile, with pictures, a photo album and a video. */
function addDemoProfile(ctx: SeedContext, plan: SeedPlan, lena: Person) {
  const { now, seedId, since } = ctx;
  const koeln = cityNamed('Köln');
  plan.profiles.push({
    userId: lena.id,
    birthday: '1994-05-17',
    showAge: true,
    gender: 'female',
    pronouns: 'sie/ihr',
    instruments: ['guitar', 'vocals'],
    professional: true,
    city: koeln,
    description:
      'Gitarristin und Sängerin aus Köln-Ehrenfeld. Ich schreibe deutschsprachige Indie-Pop-Songs, spiele mit meiner Band Lena & die Nachtfalter und helfe gern bei Sessions und Studioaufnahmen aus. Für Anfragen: einfach eine Nachricht schreiben!',
    links: [
      { url: 'https://lena-hoffmann.example/', label: 'Website' },
      { url: 'https://nachtfalter.example/', label: 'Lena & die Nachtfalter' },
    ],
    gear: [
      { brand: 'Fender', product: 'Telecaster American Professional II', year: 2021 },
      { brand: 'Gibson', product: 'J-45 Standard', year: 2018 },
      { brand: 'Vox', product: 'AC15C1', year: 2016 },
      { brand: 'Shure', product: 'SM58' },
    ],
    releases: [
      {
        url: 'https://nachtfalter.example/musik/nachtlichter',
        year: 2024,
        title: 'Nachtlichter (EP)',
      },
      {
        url: 'https://lena-hoffmann.example/musik/ehrenfeld-bei-regen',
        year: 2025,
        title: 'Ehrenfeld bei Regen (Single)',
      },
    ],
    gigs: [
      {
        startsAt: daysFrom(now, 12, 20),
        address: 'Kulturhalle Ehrenfeld, Venloer Straße 210, 50823 Köln',
        category: 'Konzert',
        artists: DEMO_PAGES.band.name,
      },
      {
        startsAt: daysFrom(now, 38, 19),
        address: 'Musikbar Flingern, Ackerstraße 40, 40233 Düsseldorf',
        category: 'Akustik-Set',
        artists: 'Lena Hoffmann (solo)',
        streamUrl: 'https://lena-hoffmann.example/live',
      },
    ],
    visibility: 'public',
    gemaBadge: 'public',
    avatarImageId: addImage(
      ctx,
      plan,
      { kind: 'user', id: lena.id },
      'avatar',
      { kind: 'avatar', name: lena.name },
      lena.id,
    ),
    coverImageId: addImage(
      ctx,
      plan,
      { kind: 'user', id: lena.id },
      'cover',
      { kind: 'cover', title: lena.name, subtitle: 'Gitarre & Gesang · Köln' },
      lena.id,
    ),
  });
  addAlbum(ctx, plan, {
    owner: { kind: 'user', id: lena.id },
    uploadedBy: lena.id,
    title: 'Live 2026',
    count: 4,
  });
  plan.videos.push({
    id: seedId(),
    ownerKind: 'user',
    ownerId: lena.id,
    uploadedBy: lena.id,
    youtubeId: DEMO_YOUTUBE_ID,
    title: 'Queen – Bohemian Rhapsody (mein Lieblingssong zum Üben)',
    position: 0,
    createdAt: since(1),
  });
}

function addMusicianProfiles(ctx: SeedContext, plan: SeedPlan, musicians: GeneratedPerson[]) {
  const { now } = ctx;
  for (const person of musicians) {
    if (!faker.datatype.boolean({ probability: MUSICIAN_PROFILE_SHARE })) continue;
    const instruments = pickInstruments();
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const genre = faker.helpers.arrayElement([
      'Rock',
      'Jazz',
      'Funk',
      'Indie',
      'Pop',
      'Blues',
      'Metal',
      'Soul',
    ]);
    const slug = slugify(person.name);
    const years = faker.number.int({ min: 2, max: 25 });
    const labels = instruments.map((id) => INSTRUMENT_LABELS[id]).join(', ');
    const sentences = faker.helpers
      .arrayElements(PROFILE_SENTENCES, { min: 1, max: 2 })
      .map((sentence) => fill(sentence, { years: String(years), genre }));
    const hasWebsite = faker.datatype.boolean({ probability: 0.35 });
    plan.profiles.push({
      userId: person.id,
      birthday: faker.date
        .birthdate({ mode: 'age', min: 18, max: 62, refDate: now })
        .toISOString()
        .slice(0, 10),
      showAge: faker.datatype.boolean({ probability: 0.5 }),
      gender: faker.datatype.boolean({ probability: 0.05 }) ? 'diverse' : person.sex,
      instruments,
      professional: faker.datatype.boolean({ probability: 0.2 }),
      city,
      description: `${labels} aus ${city.name}. ${sentences.join(' ')}`,
      links: hasWebsite ? [{ url: `https://${slug}.example/`, label: 'Website' }] : [],
      gear: pickGear(instruments, now),
      releases: faker.datatype.boolean({ probability: 0.25 })
        ? [
            {
              url: `https://${slug}.example/musik/${faker.number.int({ min: 1, max: 9 })}`,
              year: faker.number.int({ min: 2012, max: now.getUTCFullYear() }),
              title: `${faker.helpers.arrayElement(BAND_COMPOUNDS)} (${faker.helpers.arrayElement(['EP', 'Album', 'Single'])})`,
            },
          ]
        : [],
      gigs: faker.datatype.boolean({ probability: 0.15 })
        ? [
            {
              startsAt: daysFrom(
                now,
                faker.number.int({ min: 3, max: 90 }),
                faker.number.int({ min: 18, max: 21 }),
              ),
              address: `${faker.helpers.arrayElement(VENUE_NAMES)}, ${faker.helpers.arrayElement(STREETS)} ${faker.number.int({ min: 1, max: 120 })}, ${city.name}`,
              category: faker.helpers.arrayElement([
                'Konzert',
                'Session',
                'Festival',
                'Open Stage',
              ]),
            },
          ]
        : [],
      visibility: faker.datatype.boolean({ probability: 0.9 }) ? 'public' : 'private',
      gemaBadge: 'public',
      avatarImageId: faker.datatype.boolean({ probability: 0.75 })
        ? addImage(ctx, plan, { kind: 'user', id: person.id }, 'avatar', poolAvatar(), person.id)
        : null,
      coverImageId: faker.datatype.boolean({ probability: 0.3 })
        ? addImage(ctx, plan, { kind: 'user', id: person.id }, 'cover', poolCover(), person.id)
        : null,
    });
  }
}

/** Private users: some say where they live. */
function addPrivateProfiles(plan: SeedPlan, activePeople: GeneratedPerson[]) {
  for (const person of activePeople.filter((p) => !p.musician)) {
    if (!faker.datatype.boolean({ probability: 0.4 })) continue;
    plan.profiles.push({
      userId: person.id,
      city: faker.helpers.arrayElement(SEED_CITIES),
      description: faker.helpers.arrayElement([
        'Konzertgängerin und Plattensammlerin.',
        'Immer auf der Suche nach neuen Bands.',
        'Höre alles außer Schlager.',
        null,
      ]),
      avatarImageId: null,
      coverImageId: null,
    });
  }
}

function pickInstruments(): (typeof SEED_INSTRUMENTS)[number][] {
  const main = faker.helpers.arrayElement(
    faker.datatype.boolean({ probability: 0.7 }) ? COMMON_INSTRUMENTS : SEED_INSTRUMENTS,
  );
  const more = faker.helpers.arrayElements(SEED_INSTRUMENTS, { min: 0, max: 2 });
  return [...new Set([main, ...more])];
}

function pickGear(instruments: readonly string[], today: Date): SeedGear[] {
  const options = instruments.flatMap((id) => {
    const group = GEAR_GROUP_OF[id];
    return group ? (GEAR_BY_INSTRUMENT[group] ?? []) : [];
  });
  return faker.helpers
    .arrayElements([...new Set(options)], { min: 0, max: 3 })
    .map((item) =>
      faker.datatype.boolean({ probability: 0.5 })
        ? { ...item, year: faker.number.int({ min: 1975, max: today.getUTCFullYear() }) }
        : { ...item },
    );
}
