import {
  CONTACT_PAGE_SIZE,
  contactCommands,
  type ContactCommand,
  type ContactItem,
  type ContactList,
  type ContactPerson,
  type ContactState,
} from '@backline/domain';
import { apiError, mockApi } from '../../../test/api.ts';

/** A person as the contact lists present them; tests override what they need. */
export const person = (overrides: Partial<ContactPerson> & { id: string }): ContactPerson => ({
  name: 'Lena Hoffmann',
  picture: null,
  city: 'Köln',
  resource: `/user/lena-hoffmann-${overrides.id}`,
  ...overrides,
});

/** One other user and the relation with them, as the signed-in user sees it. */
export type Relation = { person: ContactPerson; state: ContactState; since: string };

/** The state after a command the machine allows (the viewer's side of `nextContactPair`). */
const AFTER: Record<ContactCommand, (state: ContactState) => ContactState> = {
  request: (state) => (state === 'incoming' ? 'confirmed' : 'outgoing'),
  revoke: () => 'none',
  confirm: () => 'confirmed',
  decline: () => 'none',
  remove: () => 'none',
  block: () => 'blocked',
  unblock: () => 'none',
};

/**
 * The contacts API on the test server (`mockApi`), keeping the relations in memory and answering
 * like the server: lists by state, searched by name, `pageSize` per page by cursor, the counts
 * without the search; a command the state does not allow is refused with `contacts.no_request`.
 */
export function mockContactsApi(initial: Relation[], { pageSize = CONTACT_PAGE_SIZE } = {}) {
  const relations = initial.map((relation) => ({ ...relation }));
  const relationOf = (userId: string) =>
    relations.find((relation) => relation.person.id === userId);
  const count = (list: ContactList) => relations.filter((r) => r.state === list).length;
  const answer = (userId: string) => {
    const state = relationOf(userId)?.state ?? 'none';
    return { userId, state, commands: [...contactCommands(state)] };
  };
  const api = mockApi({
    'GET /user/contacts': ({ query }) => {
      const list = (query.get('list') ?? 'confirmed') as ContactList;
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = relations.filter(
        (r) => r.state === list && r.person.name.toLowerCase().includes(q),
      );
      const start = Number(query.get('cursor') ?? 0);
      const items: ContactItem[] = matching
        .slice(start, start + pageSize)
        .map(({ person: p, since }) => ({ person: p, since }));
      return {
        list,
        items,
        nextCursor: start + pageSize < matching.length ? String(start + pageSize) : null,
        counts: {
          confirmed: count('confirmed'),
          incoming: count('incoming'),
          outgoing: count('outgoing'),
          blocked: count('blocked'),
        },
      };
    },
    'GET /user/contacts/:userId': ({ params }) => answer(params.userId ?? ''),
    'POST /user/contacts/:userId': ({ params, body }) => {
      const { command } = body as { command: ContactCommand };
      const relation = relationOf(params.userId ?? '');
      if (!relation) return apiError(404, 'request.entity_not_found');
      if (!contactCommands(relation.state).includes(command)) {
        return apiError(409, 'contacts.no_request');
      }
      relation.state = AFTER[command](relation.state);
      relation.since = '2026-11-24T10:00:00.000Z';
      return answer(relation.person.id);
    },
  });
  return { ...api, stateOf: (userId: string) => relationOf(userId)?.state ?? 'none' };
}
