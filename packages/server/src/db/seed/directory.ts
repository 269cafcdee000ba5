import type { gemaMemberships } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import type { SeedPlan } from './plan.ts';

/** Every this many generated musician profiles has a verified GEMA membership. */
const GEMA_EVERY = 5;

/**
 * What the directory's GEMA filter needs (issue 17): verified memberships for every fifth
 * generated public profile, made without drawing from faker (so the rest of the plan stays as
 * it was). The demo accounts keep their own state (the GEMA journey verifies Lena).
 */
export function directorySeedFor(plan: SeedPlan): (typeof gemaMemberships.$inferInsert)[] {
  const demoEmails = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.email));
  const demoIds = new Set(
    plan.users.filter((user) => demoEmails.has(user.email)).map((user) => user.id),
  );
  return plan.profiles
    .filter((profile) => profile.visibility === 'public' && !demoIds.has(profile.userId))
    .filter((_profile, index) => index % GEMA_EVERY === 0)
    .map((profile, index) => ({
      userId: profile.userId,
      memberNumber: `DEMO-${String(100_000 + index)}`,
      provider: 'development',
    }));
}
