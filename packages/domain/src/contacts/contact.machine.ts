/**
 * The contact relation between two users (spec section 4: request sent, revoked, confirmed,
 * removed, blocked, unblocked) as a transition table over the state of the PAIR, so that both
 * sides always agree. A relation is either nothing, a request one side sent, or a confirmed
 * contact; independently, each side may have blocked the other. A block ends any request or
 * contact and stops new ones both ways until it is lifted (decisions §48).
 *
 * The server decides every contact command with `nextContactPair`; the web shows the commands
 * `contactCommands` lists for the viewer's state.
 */
export type ContactPair = {
  /** The request or the contact between the two, if any. */
  relation: { status: 'requested'; requesterId: string } | { status: 'confirmed' } | null;
  /** The ids of the users who blocked the other one (0, 1 or 2 of the pair). */
  blockedBy: readonly string[];
};

export const EMPTY_CONTACT_PAIR: ContactPair = { relation: null, blockedBy: [] };

export const CONTACT_COMMANDS = [
  /** Ask the other user to become a contact (needs a public profile: `contactRequestAllowed`). */
  'request',
  /** Take one's own open request back. */
  'revoke',
  /** Accept the other's request. */
  'confirm',
  /** Turn the other's request down (nobody is told; they may ask again). */
  'decline',
  /** End a confirmed contact (either side). */
  'remove',
  /** Block the other user: ends any request or contact, stops requests and messages both ways. */
  'block',
  /** Lift one's own block. */
  'unblock',
] as const;
export type ContactCommand = (typeof CONTACT_COMMANDS)[number];

/** The pair as one side sees it. `blockedMe` is never shown: the other side learns nothing. */
export const CONTACT_STATES = [
  'none',
  'outgoing',
  'incoming',
  'confirmed',
  'blocked',
  'blockedMe',
] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export type ContactRefusal =
  | 'contacts.self'
  | 'account.user_blocked'
  | 'contacts.request_pending'
  | 'contacts.already_contacts'
  | 'contacts.no_request'
  | 'contacts.not_contacts'
  | 'contacts.already_blocked'
  | 'contacts.not_blocked';

export type ContactTransition =
  { ok: true; pair: ContactPair } | { ok: false; code: ContactRefusal };

/** The state of the pair as `viewerId` sees it. */
export function contactStateOf(pair: ContactPair, viewerId: string): ContactState {
  if (pair.blockedBy.includes(viewerId)) return 'blocked';
  if (pair.blockedBy.length > 0) return 'blockedMe';
  const { relation } = pair;
  if (!relation) return 'none';
  if (relation.status === 'confirmed') return 'confirmed';
  return relation.requesterId === viewerId ? 'outgoing' : 'incoming';
}

const STATE_COMMANDS: Record<ContactState, readonly ContactCommand[]> = {
  none: ['request', 'block'],
  outgoing: ['revoke', 'block'],
  incoming: ['confirm', 'decline', 'block'],
  confirmed: ['remove', 'block'],
  blocked: ['unblock'],
  // Indistinguishable from the outside on purpose: a request would be refused, blocking too is
  // allowed (the block stays when the other lifts theirs).
  blockedMe: ['block'],
};

/** The commands the viewer may give in this state (the web shows exactly these). */
export const contactCommands = (state: ContactState): readonly ContactCommand[] =>
  STATE_COMMANDS[state];

/**
 * The pair after `actorId` gives `command` towards `otherId`, or the catalogue code that refuses
 * it. A request towards someone who has asked already confirms the contact.
 */
export function nextContactPair(
  pair: ContactPair,
  actorId: string,
  otherId: string,
  command: ContactCommand,
): ContactTransition {
  if (actorId === otherId) return { ok: false, code: 'contacts.self' };
  const state = contactStateOf(pair, actorId);
  const refuse = (code: ContactRefusal): ContactTransition => ({ ok: false, code });
  const withRelation = (relation: ContactPair['relation']): ContactTransition => ({
    ok: true,
    pair: { relation, blockedBy: pair.blockedBy },
  });
  switch (command) {
    case 'request':
      if (state === 'blocked' || state === 'blockedMe') return refuse('account.user_blocked');
      if (state === 'outgoing') return refuse('contacts.request_pending');
      if (state === 'confirmed') return refuse('contacts.already_contacts');
      if (state === 'incoming') return withRelation({ status: 'confirmed' });
      return withRelation({ status: 'requested', requesterId: actorId });
    case 'revoke':
      return state === 'outgoing' ? withRelation(null) : refuse('contacts.no_request');
    case 'confirm':
      return state === 'incoming'
        ? withRelation({ status: 'confirmed' })
        : refuse('contacts.no_request');
    case 'decline':
      return state === 'incoming' ? withRelation(null) : refuse('contacts.no_request');
    case 'remove':
      return state === 'confirmed' ? withRelation(null) : refuse('contacts.not_contacts');
    case 'block':
      if (pair.blockedBy.includes(actorId)) return refuse('contacts.already_blocked');
      return { ok: true, pair: { relation: null, blockedBy: [...pair.blockedBy, actorId] } };
    case 'unblock':
      if (!pair.blockedBy.includes(actorId)) return refuse('contacts.not_blocked');
      return {
        ok: true,
        pair: { relation: null, blockedBy: pair.blockedBy.filter((id) => id !== actorId) },
      };
  }
}

/** Whether either side blocked the other: no request, no message, either way. */
export const isBlocked = (pair: ContactPair): boolean => pair.blockedBy.length > 0;

/** Spec: "A contact request needs a public profile" (the requester's, so the other sees who asks). */
export const contactRequestAllowed = (requesterProfileVisibility: 'public' | 'private'): boolean =>
  requesterProfileVisibility === 'public';
