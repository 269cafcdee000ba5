import { detailPath, type Me, type PublicUser } from '@backline/domain';
import type { UserRow } from '../../db/schema/index.ts';

/** Detail route of a user: `/user/{slug}-{id}` (spec section 2). */
export const userResource = (user: Pick<UserRow, 'id' | 'name'>) =>
  detailPath('/user', user.name, user.id);

/** The signed-in user about themself. Pages, pictures and notifications arrive with their modules. */
export function presentMe(user: UserRow): Me {
  return {
    id: user.id,
    name: user.name,
    resource: userResource(user),
    type: user.type,
    role: user.role,
    picture: null,
    pages: [],
    pageTypes: { artist: false, organization: false },
    email: user.email,
    phone: null,
    locale: user.locale,
    notifications: [],
    profiles: [],
  };
}

/** What anyone allowed to see a user gets: never the e-mail, role or sign-in details. */
export function presentPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    type: 'user',
    name: user.name,
    resource: userResource(user),
    city: user.city,
    instruments: user.instruments,
    picture: null,
  };
}
