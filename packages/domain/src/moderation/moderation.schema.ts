import { z } from 'zod/mini';
import { DateTimeSchema } from '../common/dates.schema.ts';
import { fieldRule } from '../errors/rule-check.ts';
import { ReportSubjectSchema } from '../reports/report.schema.ts';
import { MODERATION_ACTIONS, MODERATION_REASON_MAX_LENGTH } from './moderation.constants.ts';

const ModerationActionFields = z.object({
  subject: ReportSubjectSchema,
  action: z.enum(MODERATION_ACTIONS),
  /** Mandatory: shown to the affected user, kept in the audit log. */
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MODERATION_REASON_MAX_LENGTH)),
  /** The end of a community ban (ISO date-time), required for `community_ban` only. */
  until: z.optional(DateTimeSchema),
});

/**
 * `POST /api/moderation/actions`: one measure on one subject (from the queue, or in place in the
 * forum by a category moderator). Answers the measure as recorded.
 */
export const ModerationActionInputSchema = ModerationActionFields.check(
  fieldRule<z.infer<typeof ModerationActionFields>>({
    field: 'until',
    code: 'validation.required',
    needs: ['action', 'until'],
    holds: (input) => input.action !== 'community_ban' || input.until !== undefined,
  }),
);
export type ModerationActionInput = z.infer<typeof ModerationActionInputSchema>;
