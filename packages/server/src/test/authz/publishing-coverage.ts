import type { PublishesFlag } from '../../plugins/publishing-guard.ts';
import type { MatrixRow } from './matrix-rules.ts';
import { NOT_PUBLISHING } from './not-publishing.ts';

/** `METHOD /pattern (variant)` → `METHOD /pattern`. */
const routeOfKey = (key: string): string => key.replace(/ \(.*\)$/, '');

const WRITING = /^(POST|PUT|PATCH) /;

const HOW_TO_FLAG =
  'add `config: { publishes: true }` to the route (a function of the request when only some of its ' +
  'commands publish, see plugins/publishing-guard.ts) and wrap its matrix rows in `publishing({...})`';

/**
 * What is wrong with the classification of the writing routes (issue 16 item 5), as messages that
 * say what to do; empty when all agrees:
 * - a route flagged `publishes` has a row marked `publishes` (every row when the flag is `true`:
 *   the guard refuses every request of the route), and a marked row belongs to a flagged route;
 * - a marked row expects 403 `moderation.community_ban` for the community-banned caller;
 * - every POST, PUT and PATCH route is flagged or listed in NOT_PUBLISHING (not both), and the
 *   list names no route that does not exist.
 */
export function publishingMismatches(
  routes: readonly { key: string; publishes: PublishesFlag | undefined }[],
  matrix: Readonly<Record<string, MatrixRow>>,
  notPublishing: Readonly<Record<string, string>> = NOT_PUBLISHING,
): string[] {
  const problems: string[] = [];
  const flags = new Map(routes.map((route) => [route.key, route.publishes]));
  const rows = Object.entries(matrix);

  for (const { key, publishes } of routes) {
    const routeRows = rows.filter(([rowKey]) => routeOfKey(rowKey) === key);
    const marked = routeRows.filter(([, row]) => row.publishes);
    if (publishes === true) {
      for (const [rowKey] of routeRows.filter(([, row]) => !row.publishes)) {
        problems.push(
          `${rowKey}: the route has \`config: { publishes: true }\`; wrap the row in publishing({...}).`,
        );
      }
    } else if (typeof publishes === 'function' && marked.length === 0) {
      problems.push(
        `${key}: some requests of the route publish; add a row for one of them wrapped in publishing({...}).`,
      );
    }
    if (!WRITING.test(key)) continue;
    const flagged = publishes !== undefined && publishes !== false;
    const listed = key in notPublishing;
    if (!flagged && !listed) {
      problems.push(
        `${key}: a writing route nobody classified. If it stores a text, file or link others see, ` +
          `${HOW_TO_FLAG}; otherwise add it to NOT_PUBLISHING in src/test/authz/not-publishing.ts ` +
          'with a one-line reason.',
      );
    }
    if (flagged && listed) {
      problems.push(`${key}: flagged publishes and listed in NOT_PUBLISHING; remove one.`);
    }
  }

  for (const [rowKey, row] of rows) {
    if (!row.publishes) continue;
    const flag = flags.get(routeOfKey(rowKey));
    if (flag === undefined || flag === false) {
      problems.push(
        `${rowKey}: marked publishes, but its route has no \`config: { publishes }\`; ${HOW_TO_FLAG}.`,
      );
    }
    if (row.expect.banned !== 403 || row.codes?.banned !== 'moderation.community_ban') {
      problems.push(
        `${rowKey}: a publishing row must expect banned: 403 with code moderation.community_ban ` +
          '(publishing({...}) sets both).',
      );
    }
  }

  for (const key of Object.keys(notPublishing)) {
    if (!flags.has(key)) {
      problems.push(`NOT_PUBLISHING lists ${key}, which is not a registered route; remove it.`);
    }
  }
  return problems;
}
