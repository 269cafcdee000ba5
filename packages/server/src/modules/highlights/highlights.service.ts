import {
  AppError,
  HIGHLIGHTS_MAX,
  moveTarget,
  offerPath,
  pageResource,
  type AddHighlightInput,
  type Highlight,
  type HighlightCandidates,
  type HighlightCandidatesQuery,
  type HighlightKind,
  type HighlightList,
  type HighlightSubject,
  type MoveHighlightInput,
  type PageKind,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { BookingApi } from '../booking/booking.module.ts';
import type { PagesApi } from '../pages/pages.module.ts';
import { createHighlightsRepository, type SubjectJson } from './highlights.repository.ts';

export type HighlightsDeps = {
  pages: Pick<PagesApi, 'highlightCandidates'>;
  booking: Pick<BookingApi, 'highlightCandidates'>;
};

/** A subject from its owner's JSON, shaped for the list. */
export function presentSubject(kind: HighlightKind, json: SubjectJson): HighlightSubject {
  if (kind === 'page') {
    const page = {
      id: json.id,
      kind: json.kind as PageKind,
      name: json.name ?? '',
      urlname: json.urlname ?? null,
      organizationType: json.organizationType ?? null,
    };
    return {
      kind,
      id: json.id,
      title: page.name,
      pageKind: page.kind,
      city: json.city,
      startsAt: null,
      resource: pageResource(page),
    };
  }
  const title = json.title ?? '';
  return {
    kind,
    id: json.id,
    title,
    pageKind: null,
    city: json.city,
    startsAt: json.startsAt ? new Date(json.startsAt).toISOString() : null,
    resource: offerPath({ id: json.id, title }),
  };
}

/**
 * The curated highlights (issue 17 item 6). Everyone reads the list, skipping what they may not
 * see; editors (site admins and moderators with two-factor sign-in, checked by the route) add,
 * remove and reorder.
 */
export function createHighlightsService(db: Database, deps: HighlightsDeps, now: () => Date) {
  const repository = createHighlightsRepository(db);
  return {
    async list(canEdit: boolean): Promise<HighlightList> {
      const rows = await repository.list(now(), HIGHLIGHTS_MAX);
      const items = rows.flatMap((row): Highlight[] =>
        row.subject
          ? [{ id: row.id, note: row.note, subject: presentSubject(row.kind, row.subject) }]
          : [],
      );
      return { items, canEdit };
    },

    async candidates(query: HighlightCandidatesQuery): Promise<HighlightCandidates> {
      const items =
        query.kind === 'page'
          ? await deps.pages.highlightCandidates(query.q)
          : await deps.booking.highlightCandidates(query.q);
      return { items };
    },

    async add(editorId: string, input: AddHighlightInput): Promise<Highlight> {
      const subject = await repository.publicSubject(input.kind, input.subjectId, now());
      if (!subject) throw new AppError('highlights.subject_not_found', { field: 'subjectId' });
      const note = input.note?.trim() || null;
      const id = await repository.transaction(async (tx) => {
        await repository.lock(tx);
        const { items, last } = await repository.countAndLastPosition(tx);
        if (items >= HIGHLIGHTS_MAX) throw new AppError('highlights.full');
        const inserted = await repository.insert(tx, {
          kind: input.kind,
          subjectId: input.subjectId,
          note,
          position: last + 1,
          createdBy: editorId,
        });
        if (!inserted) throw new AppError('highlights.already_added', { field: 'subjectId' });
        return inserted;
      });
      return { id, note, subject: presentSubject(input.kind, subject) };
    },

    async remove(id: string): Promise<{ removed: true }> {
      if (!(await repository.remove(id))) throw new AppError('request.entity_not_found');
      return { removed: true };
    },

    /** One step up or down; at either end nothing changes. Answers the new order of ids. */
    async move(id: string, input: MoveHighlightInput): Promise<{ order: string[] }> {
      return repository.transaction(async (tx) => {
        await repository.lock(tx);
        const ids = await repository.orderedIds(tx);
        const index = ids.indexOf(id);
        if (index < 0) throw new AppError('request.entity_not_found');
        const target = moveTarget(index, ids.length, input.direction);
        if (target === null) return { order: ids };
        const order = [...ids];
        [order[index], order[target]] = [order[target]!, order[index]!];
        await repository.renumber(tx, order);
        return { order };
      });
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
