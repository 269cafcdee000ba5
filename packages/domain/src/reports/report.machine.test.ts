import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { REPORT_STATUSES } from './report.constants.ts';
import { nextReportStatus, reportDecided, type ReportCommand } from './report.machine.ts';
import { ReportInputSchema } from './report.schema.ts';

const COMMANDS: ReportCommand[] = ['take', 'release', 'uphold', 'reject'];

describe('report states', () => {
  it('a decided report never changes again; an open one can always be decided', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COMMANDS), { maxLength: 20 }), (commands) => {
        let status: (typeof REPORT_STATUSES)[number] = 'open';
        let decidedAs: string | null = null;
        for (const command of commands) {
          const next = nextReportStatus(status, command);
          if (decidedAs) expect(next).toBeNull();
          if (next) status = next;
          if (reportDecided(status)) decidedAs ??= status;
        }
        expect(decidedAs === null || status === decidedAs).toBe(true);
        if (!reportDecided(status)) expect(nextReportStatus(status, 'reject')).toBe('rejected');
      }),
    );
  });
});

describe('the report input', () => {
  const subject = { kind: 'message', id: 'abc123XYZ9' };
  it("needs details for 'other' only", () => {
    expect(ReportInputSchema.safeParse({ subject, reason: 'spam' }).success).toBe(true);
    const other = ReportInputSchema.safeParse({ subject, reason: 'other', details: '  ' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.path).toEqual(['details']);
    expect(
      ReportInputSchema.safeParse({ subject, reason: 'other', details: 'Betrug' }).success,
    ).toBe(true);
  });
  it('refuses unknown reasons and kinds', () => {
    expect(ReportInputSchema.safeParse({ subject, reason: 'boring' }).success).toBe(false);
    expect(
      ReportInputSchema.safeParse({ subject: { ...subject, kind: 'planet' }, reason: 'spam' })
        .success,
    ).toBe(false);
  });
});
