import type { MalformedRequest } from './malformed-requests.ts';

/**
 * Defects the bad-input test found in other modules, reported to the lead (2026-11-23, helper
 * authz) and not fixed here. Answers that match one are not counted as new problems, and each
 * defect has a reproduction that must still fail: once it is fixed, that test fails and asks for
 * the entry to be removed. Keep this list short: a defect belongs here only until it is fixed.
 */
export type KnownDefect = {
  id: string;
  description: string;
  /** Whether an answer to a generated request is this defect. */
  matches(request: MalformedRequest, status: number, body: string): boolean;
  /** A request that shows the defect, and how the defective answer looks. */
  reproduce: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    caller: 'visitor' | 'musician' | 'admin';
  };
  stillBroken(status: number, body: string): boolean;
};

/**
 * Empty since 2026-11-23: router errors are answered through `answerRouterError` and text that
 * PostgreSQL cannot store is 422 (`plugins/error-handler.ts`); `app.integration.test.ts` keeps both.
 */
export const KNOWN_DEFECTS: readonly KnownDefect[] = [];
