/** The follows: the demo musician follows venues, organizations and bands; others at random. */
import { fakerDE as faker } from '@faker-js/faker';
import type { pageFollows } from '../schema/index.ts';
import { DEMO_PAGES } from './demo.ts';
import type { PagePlan, People, SeedContext, SeedPlan } from './plan.ts';

export function addFollows(
  ctx: SeedContext,
  plan: SeedPlan,
  people: People,
  generated: { artists: PagePlan[]; venues: PagePlan[]; organizations: PagePlan[] },
) {
  const { since } = ctx;
  const { lena, active: activePeople } = people;
  const { artists, venues, organizations } = generated;
  const follow = new Map<string, typeof pageFollows.$inferInsert>();
  const addFollow = (userId: string, pageId: string) => {
    follow.set(`${pageId}:${userId}`, { pageId, userId, createdAt: since(1) });
  };
  const lenasPages = new Set(plan.members.filter((m) => m.userId === lena.id).map((m) => m.pageId));
  for (const page of [
    ...faker.helpers.arrayElements(venues, 3),
    ...faker.helpers.arrayElements(organizations, 2),
    ...faker.helpers.arrayElements(
      artists.filter((a) => !lenasPages.has(a.id)),
      3,
    ),
  ]) {
    addFollow(lena.id, page.id);
  }
  const venuePage = plan.pages.find((page) => page.urlname === DEMO_PAGES.venue.urlname);
  if (venuePage) addFollow(lena.id, venuePage.id);
  for (const person of activePeople) {
    for (const page of faker.helpers.arrayElements(plan.pages, { min: 0, max: 5 })) {
      addFollow(person.id, page.id);
    }
  }
  plan.follows = [...follow.values()];
}
