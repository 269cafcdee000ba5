import { z } from 'zod/mini';
import { PAGE_KINDS } from './page.constants.ts';

/**
 * Page answers as far as the booking screens read them. The server answers the full schemas
 * (`MyPagesSchema`, `PageSchema` in page.schema.ts); these pick a few of their fields in a module
 * of their own, because page.schema.ts would add about 3 KiB gzip to every booking screen.
 * `page-refs.schema.test.ts` checks that each field is the full schema's field.
 */

/**
 * `GET /api/user/pages` as far as acting for a page needs it (the offer form's publisher, applying
 * as an artist page).
 */
export const ActingPagesSchema = z.object({
  pages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(PAGE_KINDS),
      canActAs: z.boolean(),
    }),
  ),
});
export type ActingPage = z.infer<typeof ActingPagesSchema>['pages'][number];

/** `POST /api/pages` as far as the offer form's venue stub needs it: the new page's id and name. */
export const CreatedPageRefSchema = z.object({ id: z.string(), name: z.string() });
