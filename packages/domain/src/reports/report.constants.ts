/**
 * Reports (spec section 3 "Report: reason and details"; issue 16 item 3). The reasons are a fixed
 * list the web shows as a radio list; 'other' needs details. The kinds are what can be reported
 * today; each is registered on the server by the module that owns it (the forum adds 'topic' and
 * 'comment', later modules their own).
 */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'illegal',
  'misinformation',
  'copyright',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * `user` is a member's profile, `booking` a booking offer (the entity types' names),
 * `application` the text of an application for a gig (the offerer or the band reports it),
 * `venue_rating` a rating of a live location, `venue_statement` the venue's statement on one
 * (its id is the rating's).
 */
export const REPORT_SUBJECT_KINDS = [
  'user',
  'page',
  'booking',
  'conversation',
  'message',
  'forum_topic',
  'forum_comment',
  'application',
  'venue_rating',
  'venue_statement',
  'contactad',
] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

/**
 * A report's state: open → in review (a moderator took it) → decided (upheld: a measure was
 * taken; rejected: nothing against the rules). The moderation queue (issue 16) moves them.
 */
export const REPORT_STATUSES = ['open', 'in_review', 'upheld', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Still waiting for a decision: a second report of the same subject by the same reporter is refused. */
export const OPEN_REPORT_STATUSES = [
  'open',
  'in_review',
] as const satisfies readonly ReportStatus[];

export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** Reports per user and hour (rate limit). */
export const REPORTS_PER_HOUR = 10;

/** One page of `GET /api/reports/mine`. */
export const REPORT_PAGE_SIZE = 20;
