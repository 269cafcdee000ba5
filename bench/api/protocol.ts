/** What the bench driver and its two server processes say to each other over IPC. */

/** One SQL statement as the app sent it to the driver (text and parameters). */
export type Statement = { sql: string; params: unknown[] };

/** Driver → app: run this request once and tell its answer and statements. */
export type CaptureRequest = { capture: { url: string; headers: Record<string, string> } };

/** App → driver. */
export type Captured = { status: number; body: string; statements: Statement[] };

/** How the bare server turns the last statement's rows into the answer. */
export type Presentation =
  | { kind: 'offer-page'; page: number; size: number }
  | { kind: 'offer' }
  | { kind: 'directory-page'; size: number }
  /** A visitor's search (issue 17): grouped results, or the suggestions (`suggest`). */
  | { kind: 'search'; q: string; size: number; suggest: boolean }
  /** The contact ads (issue 18): a page of the list, a page of the viewer's matches. */
  | { kind: 'contact-ad-page'; size: number }
  | { kind: 'contact-ad-matches'; size: number }
  /** The viewer's conversations (issue 15): a page from the rows and their parties' pictures. */
  | { kind: 'conversation-page'; size: number }
  /**
   * The baseline's statements (issue 19): their rows as JSON, without a presenter (today's
   * presenters expect today's row shapes, which the statements that replace them may change).
   */
  | { kind: 'rows' };

/** Statements kept as a baseline (bench/api/baseline-lists.json), by scenario name. */
export type Baseline = {
  note: string;
  capturedAt: string;
  commit: string;
  scenarios: Record<string, Statement[]>;
};

/** One route of the bare server: the statements to replay and how to present their rows. */
export type BareRoute = {
  path: string;
  statements: Statement[];
  presentation: Presentation;
  /** Put before the names of prepared statements (a baseline's, beside today's of that name). */
  preparedPrefix?: string;
};

/** Driver → bare server: its routes; it listens once it has them. */
export type BareSetup = { routes: BareRoute[] };
