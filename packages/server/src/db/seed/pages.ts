/**
 * The pages: a builder that plans a page with its team and pictures, and the demo pages (the demo
 * musician's band and the venue of her next gig). Generated pages: `generated-pages.ts`.
 */
import { fakerDE as faker } from '@faker-js/faker';
import { slugify, urlnameProblem, type PageJoinWay, type PageRole } from '@backline/domain';
import { VENUE_DESCRIPTIONS } from './data/pages.ts';
import { DEMO_PAGES, DEMO_YOUTUBE_ID } from './demo.ts';
import { addAlbum, addImage } from './media.ts';
import {
  cityNamed,
  fill,
  type ImageSource,
  type PagePlan,
  type People,
  type Person,
  type SeedContext,
  type SeedPlan,
} from './plan.ts';
import type { SeedCity } from './data/cities.ts';

type TeamRole = Exclude<PageRole, 'owner'>;
export type PageTeam = { owner: Person; others: { person: Person; role: TeamRole }[] };
export type NewPage = Omit<
  PagePlan,
  'id' | 'avatarImageId' | 'coverImageId' | 'createdAt' | 'createdBy'
>;

export type PageBuilder = {
  /** Plans a page, its owner and team and its pictures. */
  addPage(
    page: NewPage,
    team: PageTeam,
    pictures: { avatar: ImageSource | null; cover: ImageSource | null },
  ): PagePlan;
  /** A free, valid urlname from the name (then with the city, then numbered); taken. */
  urlnameFor(name: string, city: SeedCity | null): string;
  /** Takes a fixed urlname. */
  reserveUrlname(urlname: string): void;
  /** The first of `make`'s names that no page has yet. */
  uniqueName(make: () => string): string;
  /** `owner` and `size` other musicians, the first perhaps an admin. */
  bandTeam(owner: Person, size: number): PageTeam;
};

export function createPageBuilder(
  ctx: SeedContext,
  plan: SeedPlan,
  musicians: Person[],
): PageBuilder {
  const { now, seedId } = ctx;
  const usedUrlnames = new Set<string>();
  const usedNames = new Set<string>();
  const urlnameFor = (name: string, city: SeedCity | null): string => {
    const base = slugify(name).slice(0, 60).replace(/-+$/, '');
    const candidates = [base, city ? `${base}-${slugify(city.name)}` : base];
    for (let n = 2; ; n += 1) {
      const candidate = candidates.shift() ?? `${base}-${n}`;
      if (!usedUrlnames.has(candidate) && urlnameProblem(candidate) === null) {
        usedUrlnames.add(candidate);
        return candidate;
      }
    }
  };
  const addPage = (
    page: NewPage,
    team: PageTeam,
    pictures: { avatar: ImageSource | null; cover: ImageSource | null },
  ): PagePlan => {
    const id = seedId();
    const owner = { kind: 'page' as const, id };
    const createdAt = faker.date.between({ from: team.owner.createdAt, to: now });
    const row: PagePlan = {
      ...page,
      id,
      createdBy: team.owner.id,
      createdAt,
      avatarImageId: pictures.avatar
        ? addImage(ctx, plan, owner, 'avatar', pictures.avatar, team.owner.id)
        : null,
      coverImageId: pictures.cover
        ? addImage(ctx, plan, owner, 'cover', pictures.cover, team.owner.id)
        : null,
    };
    plan.pages.push(row);
    usedNames.add(page.name);
    plan.members.push({
      pageId: id,
      userId: team.owner.id,
      role: 'owner',
      joinedVia: 'created',
      createdAt,
    });
    const seen = new Set([team.owner.id]);
    for (const { person, role } of team.others) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      const joinedVia: PageJoinWay =
        role === 'admin'
          ? 'admin'
          : faker.helpers.arrayElement(['self', 'admin', 'invite'] as const);
      plan.members.push({
        pageId: id,
        userId: person.id,
        role,
        joinedVia,
        createdAt: faker.date.between({ from: createdAt, to: now }),
      });
    }
    return row;
  };
  const uniqueName = (make: () => string): string => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const name = make();
      if (!usedNames.has(name)) return name;
    }
    throw new Error('seed: ran out of distinct names');
  };
  const bandTeam = (owner: Person, size: number) => {
    const others = faker.helpers
      .arrayElements(
        musicians.filter((m) => m.id !== owner.id),
        size,
      )
      .map((person, index) => ({
        person,
        role: (index === 0 && faker.datatype.boolean({ probability: 0.5 })
          ? 'admin'
          : 'member') as TeamRole,
      }));
    return { owner, others };
  };

  return {
    addPage,
    urlnameFor,
    reserveUrlname: (urlname) => usedUrlnames.add(urlname),
    uniqueName,
    bandTeam,
  };
}

/** The demo musician's band (with photos and a video) and the venue of her next gig. */
export function addDemoPages(
  ctx: SeedContext,
  plan: SeedPlan,
  builder: PageBuilder,
  people: People,
): PagePlan {
  const { since, seedId } = ctx;
  const { addPage } = builder;
  const { lena, musicians, active: activePeople } = people;
  const koeln = cityNamed('Köln');
  const bandMembers = faker.helpers.arrayElements(musicians, 3);
  const nachtfalter = addPage(
    {
      kind: 'artist',
      artistForm: 'band',
      status: 'active',
      name: DEMO_PAGES.band.name,
      urlname: DEMO_PAGES.band.urlname,
      website: 'https://nachtfalter.example/',
      city: koeln,
      description:
        'Indie-Pop mit deutschen Texten aus Köln-Ehrenfeld. Seit 2021 auf kleinen und mittleren Bühnen zwischen Rhein und Ruhr unterwegs; die EP „Nachtlichter“ ist 2024 erschienen.',
      genres: ['indie', 'pop', 'deutschpop'],
      // The website is shown on its own: a link repeating it would be listed twice.
      links: [
        { url: 'https://nachtfalter.example/musik/nachtlichter', label: 'EP „Nachtlichter“' },
      ],
    },
    {
      owner: lena,
      others: bandMembers.map((person, index) => ({
        person,
        role: index === 0 ? 'admin' : 'member',
      })),
    },
    {
      avatar: { kind: 'avatar', name: DEMO_PAGES.band.name },
      cover: { kind: 'cover', title: DEMO_PAGES.band.name, subtitle: 'Indie-Pop · Köln' },
    },
  );
  builder.reserveUrlname(DEMO_PAGES.band.urlname);
  addAlbum(ctx, plan, {
    owner: { kind: 'page', id: nachtfalter.id },
    uploadedBy: lena.id,
    title: 'Tour 2025',
    count: 3,
  });
  plan.videos.push({
    id: seedId(),
    ownerKind: 'page',
    ownerId: nachtfalter.id,
    uploadedBy: lena.id,
    youtubeId: DEMO_YOUTUBE_ID,
    title: 'Probenraum-Cover: Bohemian Rhapsody',
    position: 0,
    createdAt: since(1),
  });
  const venueOwner = faker.helpers.arrayElement(activePeople);
  addPage(
    {
      kind: 'location',
      status: 'active',
      name: DEMO_PAGES.venue.name,
      urlname: DEMO_PAGES.venue.urlname,
      city: koeln,
      description: fill(VENUE_DESCRIPTIONS[0], { days: 'fünf', capacity: '450' }),
      genres: ['rock', 'indie', 'electronic'],
    },
    { owner: venueOwner, others: [] },
    {
      avatar: { kind: 'avatar', name: DEMO_PAGES.venue.name },
      cover: { kind: 'cover', title: DEMO_PAGES.venue.name, subtitle: 'Venloer Straße 210 · Köln' },
    },
  );
  builder.reserveUrlname(DEMO_PAGES.venue.urlname);

  return nachtfalter;
}

/** The demo musician plays in a second band, too: the first active generated band. */
export function joinSecondBand(
  ctx: SeedContext,
  plan: SeedPlan,
  artists: PagePlan[],
  demo: { lena: Person; band: PagePlan },
) {
  const { since } = ctx;
  const { lena, band: nachtfalter } = demo;
  const secondBand = artists.find(
    (page) => page !== nachtfalter && page.artistForm === 'band' && page.status === 'active',
  );
  if (secondBand) {
    // Her next gig shares the bill with that band.
    const gig = plan.profiles[0]?.gigs?.[0];
    if (gig) gig.artists = `${DEMO_PAGES.band.name}, ${secondBand.name}`;
    plan.members.push({
      pageId: secondBand.id,
      userId: lena.id,
      role: 'member',
      joinedVia: 'invite',
      createdAt: since(1),
    });
  }
}
