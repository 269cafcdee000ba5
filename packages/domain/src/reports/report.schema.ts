import { z } from 'zod/mini';
import { fieldRule } from '../errors/rule-check.ts';
import { ID_PATTERN } from '../routing/route-params.ts';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECT_KINDS,
} from './report.constants.ts';

export const ReportSubjectSchema = z.object({
  kind: z.enum(REPORT_SUBJECT_KINDS),
  id: z.string().check(z.regex(ID_PATTERN)),
});
export type ReportSubject = z.infer<typeof ReportSubjectSchema>;

const ReportInputFields = z.object({
  subject: ReportSubjectSchema,
  reason: z.enum(REPORT_REASONS),
  /** Required for 'other'; optional otherwise. */
  details: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH))),
});

/** `POST /api/reports`. */
export const ReportInputSchema = ReportInputFields.check(
  fieldRule<z.infer<typeof ReportInputFields>>({
    field: 'details',
    code: 'validation.required',
    needs: ['reason', 'details'],
    holds: (input) => input.reason !== 'other' || (input.details ?? '').length > 0,
  }),
);
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** A report as its reporter sees it (`GET /api/reports/mine`). */
export const ReportSchema = z.object({
  id: z.string(),
  subject: z.object({ kind: z.enum(REPORT_SUBJECT_KINDS), id: z.string() }),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** When a moderator decided (upheld or rejected); null while open or in review. */
  decidedAt: z.nullable(z.string()),
  /** Why a moderator rejected it; null otherwise. */
  decisionReason: z.nullable(z.string()),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListSchema = z.object({
  items: z.array(ReportSchema),
  nextCursor: z.nullable(z.string()),
});
export type ReportList = z.infer<typeof ReportListSchema>;

export const ReportListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
