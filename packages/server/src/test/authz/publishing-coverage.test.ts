import { describe, expect, it } from 'vitest';
import { publishing, signedIn, type MatrixRow } from './matrix-rules.ts';
import { publishingMismatches } from './publishing-coverage.ts';

const row = (extra: Partial<MatrixRow> = {}): MatrixRow => ({
  request: () => ({ url: '/api/x' }),
  expect: signedIn(200),
  ...extra,
});

describe('the classification of the writing routes', () => {
  it('accepts flagged routes with marked rows, listed routes and reads', () => {
    expect(
      publishingMismatches(
        [
          { key: 'POST /api/forum/topics', publishes: true },
          { key: 'POST /api/things/:id/:command', publishes: () => true },
          { key: 'POST /api/reports', publishes: undefined },
          { key: 'GET /api/forum/topics', publishes: undefined },
        ],
        {
          'POST /api/forum/topics': publishing(row()),
          'POST /api/things/:id/:command (publish)': publishing(row()),
          'POST /api/things/:id/:command (pause)': row(),
          'POST /api/reports': row(),
          'GET /api/forum/topics': row(),
        },
        { 'POST /api/reports': 'Reporting is never refused.' },
      ),
    ).toEqual([]);
  });

  it('names a writing route nobody classified and says what to do', () => {
    const problems = publishingMismatches(
      [{ key: 'POST /api/forum/comments', publishes: undefined }],
      { 'POST /api/forum/comments': row() },
      {},
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('POST /api/forum/comments: a writing route nobody classified');
    expect(problems[0]).toContain('config: { publishes: true }');
    expect(problems[0]).toContain('NOT_PUBLISHING in src/test/authz/not-publishing.ts');
  });

  it('finds unmarked rows of a flagged route, marked rows of an unflagged one and wrong cells', () => {
    const problems = publishingMismatches(
      [
        { key: 'PUT /api/forum/topics/:id', publishes: true },
        { key: 'POST /api/things/:id/:command', publishes: () => false },
        { key: 'POST /api/reports', publishes: undefined },
      ],
      {
        'PUT /api/forum/topics/:id (own)': publishing(row()),
        "PUT /api/forum/topics/:id (someone else's)": row(),
        'POST /api/things/:id/:command (pause)': row(),
        'POST /api/reports': { ...row(), publishes: true },
      },
      { 'POST /api/reports': 'Reporting is never refused.', 'POST /api/gone': 'Removed since.' },
    );
    expect(problems).toEqual([
      "PUT /api/forum/topics/:id (someone else's): the route has `config: { publishes: true }`; wrap the row in publishing({...}).",
      'POST /api/things/:id/:command: some requests of the route publish; add a row for one of them wrapped in publishing({...}).',
      expect.stringContaining('POST /api/reports: marked publishes, but its route has no'),
      'POST /api/reports: a publishing row must expect banned: 403 with code moderation.community_ban (publishing({...}) sets both).',
      'NOT_PUBLISHING lists POST /api/gone, which is not a registered route; remove it.',
    ]);
  });
});
