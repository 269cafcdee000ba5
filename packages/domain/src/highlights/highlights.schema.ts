import { z } from 'zod/mini';
import { PAGE_KINDS } from '../pages/page.constants.ts';
import { ID_PATTERN } from '../routing/route-params.ts';

/**
 * Highlights (`/highlights`, issue 17 item 6): a list that editors (site admins and moderators)
 * curate. An item names a subject by its kind and id; stories and other kinds join the enum
 * when their module exists, each with the owner's rule of what the public may see.
 */
export const HIGHLIGHT_KINDS = ['page', 'offer'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];
export const HighlightKindSchema = z.enum(HIGHLIGHT_KINDS);

export const HIGHLIGHT_NOTE_MAX_LENGTH = 280;
/** The list stays a short selection: at most this many items. */
export const HIGHLIGHTS_MAX = 50;
export const HIGHLIGHT_CANDIDATES_LIMIT = 10;

const idString = z.string().check(z.regex(ID_PATTERN));

/** `POST /api/highlights`: a subject with an optional short note (German, like the site). */
export const AddHighlightInputSchema = z.object({
  kind: HighlightKindSchema,
  subjectId: idString,
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(HIGHLIGHT_NOTE_MAX_LENGTH)))),
});
export type AddHighlightInput = z.infer<typeof AddHighlightInputSchema>;

export const HIGHLIGHT_DIRECTIONS = ['up', 'down'] as const;
/** `POST /api/highlights/{id}/move`: one step up or down the list. */
export const MoveHighlightInputSchema = z.object({ direction: z.enum(HIGHLIGHT_DIRECTIONS) });
export type MoveHighlightInput = z.infer<typeof MoveHighlightInputSchema>;

/** A subject as the list shows it: its name, a detail line (city, date or venue) and its link. */
export const HighlightSubjectSchema = z.object({
  kind: HighlightKindSchema,
  id: z.string(),
  title: z.string(),
  /** A page's kind (`location`, `artist`, `organization`); null for offers. */
  pageKind: z.nullable(z.enum(PAGE_KINDS)),
  city: z.nullable(z.string()),
  /** An offer's first date (ISO), null without one or for pages. */
  startsAt: z.nullable(z.string()),
  resource: z.string(),
});
export type HighlightSubject = z.infer<typeof HighlightSubjectSchema>;

export const HighlightSchema = z.object({
  id: z.string(),
  note: z.nullable(z.string()),
  subject: HighlightSubjectSchema,
});
export type Highlight = z.infer<typeof HighlightSchema>;

/** `GET /api/highlights`: the items the viewer may see, in order; whether the viewer edits. */
export const HighlightListSchema = z.object({
  items: z.array(HighlightSchema),
  canEdit: z.boolean(),
});
export type HighlightList = z.infer<typeof HighlightListSchema>;

/** `GET /api/highlights/candidates?kind=&q=`: what an editor can add, by name or title. */
export const HighlightCandidatesQuerySchema = z.object({
  kind: HighlightKindSchema,
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type HighlightCandidatesQuery = z.infer<typeof HighlightCandidatesQuerySchema>;
export const HighlightCandidatesSchema = z.object({ items: z.array(HighlightSubjectSchema) });
export type HighlightCandidates = z.infer<typeof HighlightCandidatesSchema>;

/**
 * Where an item goes when it moves: the index of the neighbour it swaps with, or null at
 * either end of the list.
 */
export function moveTarget(
  index: number,
  length: number,
  direction: MoveHighlightInput['direction'],
): number | null {
  if (index < 0 || index >= length) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  return target >= 0 && target < length ? target : null;
}

export const HighlightIdParamsSchema = z.object({ id: idString });
export const HighlightOrderSchema = z.object({ order: z.array(z.string()) });
export const HighlightRemovedSchema = z.object({ removed: z.literal(true) });
