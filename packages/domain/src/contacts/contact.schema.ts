import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import { CONTACT_COMMANDS, CONTACT_STATES } from './contact.machine.ts';

/** The lists of `/user/contacts`: confirmed contacts, requests to me, my requests, my blocks. */
export const CONTACT_LISTS = ['confirmed', 'incoming', 'outgoing', 'blocked'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];

/** Contacts per page of a list. */
export const CONTACT_PAGE_SIZE = 30;

const UserIdSchema = z.string().check(z.regex(ID_PATTERN));

/** `GET /api/user/contacts`: one list, optionally searched by name, paged by cursor. */
export const ContactListQuerySchema = z.object({
  list: z._default(z.enum(CONTACT_LISTS), 'confirmed'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The `nextCursor` of the page before. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

/** The other user as a contact list shows them. */
export const ContactPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.nullable(PictureSchema),
  city: z.nullable(z.string()),
  /** The profile's address in the app (`/user/{slug}-{id}`). */
  resource: z.string(),
});
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

export const ContactItemSchema = z.object({
  person: ContactPersonSchema,
  /** When the request was sent, the contact confirmed or the block set. */
  since: z.string(),
});
export type ContactItem = z.infer<typeof ContactItemSchema>;

export const ContactListSchema = z.object({
  list: z.enum(CONTACT_LISTS),
  items: z.array(ContactItemSchema),
  nextCursor: z.nullable(z.string()),
  /** How many each list holds (tabs show them), without the search. */
  counts: z.object({
    confirmed: z.number(),
    incoming: z.number(),
    outgoing: z.number(),
    blocked: z.number(),
  }),
});
export type ContactListAnswer = z.infer<typeof ContactListSchema>;

export const ContactUserParamsSchema = z.object({ userId: UserIdSchema });

/** `POST /api/user/contacts/{userId}`: one command of the contact relation. */
export const ContactCommandInputSchema = z.object({ command: z.enum(CONTACT_COMMANDS) });

/** The relation with one user as the viewer sees it, and what the viewer may do next. */
export const ContactRelationSchema = z.object({
  userId: z.string(),
  state: z.enum(CONTACT_STATES),
  commands: z.array(z.enum(CONTACT_COMMANDS)),
});
export type ContactRelation = z.infer<typeof ContactRelationSchema>;
