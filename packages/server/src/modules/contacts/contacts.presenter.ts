import {
  contactCommands,
  contactStateOf,
  detailPath,
  type ContactItem,
  type ContactPair,
  type ContactRelation,
  type Picture,
} from '@backline/domain';
import type { ContactListRow } from './contact-lists.repository.ts';

/** A user's profile address (`/user/{slug}-{id}`, spec section 2). */
export const contactResource = (user: { id: string; name: string }): string =>
  detailPath('/user', user.name, user.id);

/** One item of a contact list (explicit fields only). */
export function presentContactItem(row: ContactListRow, picture: Picture | null): ContactItem {
  return {
    person: {
      id: row.id,
      name: row.name,
      picture,
      city: row.city,
      resource: contactResource(row),
    },
    since: row.since.toISOString(),
  };
}

/** The pair as the viewer sees it, with the commands the viewer may give next. */
export function presentRelation(
  pair: ContactPair,
  viewerId: string,
  userId: string,
): ContactRelation {
  const state = contactStateOf(pair, viewerId);
  return { userId, state, commands: [...contactCommands(state)] };
}
