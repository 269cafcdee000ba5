import type { ReportStatus } from './report.constants.ts';

/** What moderators do with a report (the queue comes with issue 16). */
export type ReportCommand = 'take' | 'release' | 'uphold' | 'reject';

const TRANSITIONS: Readonly<Record<ReportStatus, Partial<Record<ReportCommand, ReportStatus>>>> = {
  open: { take: 'in_review', uphold: 'upheld', reject: 'rejected' },
  in_review: { release: 'open', uphold: 'upheld', reject: 'rejected' },
  upheld: {},
  rejected: {},
};

/** The state after the command, or null when the command does not apply (decided is final). */
export function nextReportStatus(
  status: ReportStatus,
  command: ReportCommand,
): ReportStatus | null {
  return TRANSITIONS[status][command] ?? null;
}

/** Whether the report is decided (the reporter is told the outcome). */
export const reportDecided = (status: ReportStatus) => status === 'upheld' || status === 'rejected';
