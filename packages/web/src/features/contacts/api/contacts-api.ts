import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CONTACT_LISTS,
  ContactListSchema,
  ContactRelationSchema,
  type ContactCommand,
  type ContactList,
  type ContactListAnswer,
  type ContactRelation,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { NAV_COUNTERS_KEY } from '../../../lib/nav-counters.ts';

/** Everything of the contacts feature in the cache: a command refreshes all of it. */
export const CONTACTS_KEY = ['contacts'] as const;

/** The list of the address (`?list=`), `confirmed` when it names none or an unknown one. */
export const contactListOf = (value: string | null): ContactList =>
  CONTACT_LISTS.find((list) => list === value) ?? 'confirmed';

export const fetchContactList = (
  list: ContactList,
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ContactListAnswer> =>
  apiClient.request('/user/contacts', {
    query: { list, q: q || undefined, cursor },
    schema: ContactListSchema,
    signal,
    objectUser: null,
  });

/**
 * One list of `/user/contacts`, searched by name, in pages by cursor ("Mehr laden"). While the
 * search changes, the list shows its last answer; another list starts from its skeleton.
 */
export const contactListQuery = (list: ContactList, q: string) =>
  infiniteQueryOptions({
    queryKey: [...CONTACTS_KEY, 'list', list, q] as const,
    queryFn: ({ pageParam, signal }) => fetchContactList(list, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === list ? previous : undefined,
    staleTime: 0,
  });

/** The relation with one user as the signed-in user sees it (the profile's contact button). */
export const contactRelationQuery = (userId: string) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'relation', userId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/user/contacts/${encodeURIComponent(userId)}`, {
        schema: ContactRelationSchema,
        signal,
        objectUser: null,
      }),
  });

/** One command of the contact relation; the answer is the relation after it. */
export const sendContactCommand = (
  userId: string,
  command: ContactCommand,
): Promise<ContactRelation> =>
  apiClient.request(`/user/contacts/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: { command },
    schema: ContactRelationSchema,
    // Contacts are between users: never as the page the tab acts for.
    objectUser: null,
  });

/**
 * After a command (or a refusal, which means the relation changed elsewhere): the relation as
 * the server answered it, and every list and count asked again.
 */
export function contactsChanged(queryClient: QueryClient, relation?: ContactRelation) {
  if (relation) {
    queryClient.setQueryData(contactRelationQuery(relation.userId).queryKey, relation);
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...CONTACTS_KEY, 'list'] }),
    // The badge of open requests.
    queryClient.invalidateQueries({ queryKey: NAV_COUNTERS_KEY }),
  ]);
}
