import { fakerDE as faker } from '@faker-js/faker';
import { slugify } from '@backline/domain';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_MODERATOR2_TOTP_SECRET,
  DEMO_MODERATOR_TOTP_SECRET,
} from './demo.ts';
import type { GeneratedPerson, People, Person, SeedContext, SeedPlan } from './plan.ts';

const GENERATED_USERS = 150;

/**
 * The accounts: the demo musician, the demo admin and the two demo moderators first, then ~150 generated German-speaking
 * musicians and private users (a few never finished the activation).
 */
export function addAccounts(ctx: SeedContext, plan: SeedPlan): People {
  const { passwordHash, seedId, since } = ctx;
  const lena: Person = {
    id: seedId(),
    name: DEMO_ACCOUNTS.musician.name,
    firstname: 'Lena',
    musician: true,
    createdAt: since(2),
  };
  plan.users.push(
    {
      id: lena.id,
      email: DEMO_ACCOUNTS.musician.email,
      passwordHash,
      name: lena.name,
      firstname: 'Lena',
      lastname: 'Hoffmann',
      type: 'musician',
      role: 'user',
      locale: 'de',
      activatedAt: since(2),
      createdAt: lena.createdAt,
    },
    {
      id: seedId(),
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash,
      name: DEMO_ACCOUNTS.admin.name,
      firstname: 'Backline',
      lastname: 'Admin',
      type: 'private',
      role: 'admin',
      locale: 'de',
      totpSecret: DEMO_ADMIN_TOTP_SECRET,
      totpEnabledAt: since(1),
      activatedAt: since(3),
      createdAt: since(3),
    },
    ...(
      [
        [DEMO_ACCOUNTS.moderator, DEMO_MODERATOR_TOTP_SECRET],
        [DEMO_ACCOUNTS.moderator2, DEMO_MODERATOR2_TOTP_SECRET],
      ] as const
    ).map(([account, totpSecret]) => {
      const [firstname = '', lastname = ''] = account.name.split(' ');
      return {
        id: seedId(),
        email: account.email,
        passwordHash,
        name: account.name,
        firstname,
        lastname,
        type: 'private' as const,
        role: 'moderator' as const,
        locale: 'de' as const,
        totpSecret,
        totpEnabledAt: since(1),
        activatedAt: since(3),
        createdAt: since(3),
      };
    }),
  );
  const people = addGeneratedAccounts(ctx, plan);
  const active = people.filter((person) => person.active);
  return { lena, active, musicians: active.filter((person) => person.musician) };
}

function addGeneratedAccounts(ctx: SeedContext, plan: SeedPlan): GeneratedPerson[] {
  const { passwordHash, seedId, since } = ctx;
  const people: GeneratedPerson[] = [];
  for (let index = 0; index < GENERATED_USERS; index += 1) {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstname = faker.person.firstName(sex);
    const lastname = faker.person.lastName();
    const isMusician = faker.datatype.boolean({ probability: 0.7 });
    const createdAt = since(3);
    // A few accounts never finished the activation.
    const active = faker.datatype.boolean({ probability: 0.95 });
    const id = seedId();
    plan.users.push({
      id,
      // Reserved example domains: no mail can ever reach a real person.
      email: `${slugify(`${firstname}.${lastname}`).replace(/-/g, '.')}.${index + 1}@${faker.helpers.arrayElement(['example.com', 'example.org', 'example.net'])}`,
      passwordHash,
      name: `${firstname} ${lastname}`,
      firstname,
      lastname,
      type: isMusician ? 'musician' : 'private',
      role: 'user',
      locale: faker.helpers.weightedArrayElement([
        { weight: 9, value: 'de' as const },
        { weight: 1, value: 'en' as const },
      ]),
      activatedAt: active ? createdAt : null,
      createdAt,
    });
    people.push({
      id,
      name: `${firstname} ${lastname}`,
      firstname,
      musician: isMusician,
      createdAt,
      sex,
      active,
    });
  }
  return people;
}
