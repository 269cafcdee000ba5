import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGHLIGHTS_MAX,
  type BookingOffer,
  type Highlight,
  type HighlightList,
} from '@backline/domain';
import { bookingOffers, highlights, pages } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { offerInput } from '../../test/booking-fixtures.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
let editor: Person;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  editor = await fx.createSignedInAccount({ role: 'moderator', twoFactor: true });
});

afterAll(async () => {
  await t?.dispose();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who?.token ?? null, payload);

async function venue(name: string) {
  const page = await fx.createPage({ kind: 'location' });
  await t.app.database.db.update(pages).set({ name }).where(eq(pages.id, page.id));
  return page.id;
}

async function offer(title: string) {
  const owner = await fx.createSignedInAccount();
  const response = await call('POST', '/api/booking', owner, {
    ...offerInput({ title }),
    publish: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

const add = (kind: string, subjectId: string, note?: string) =>
  call('POST', '/api/highlights', editor, { kind, subjectId, ...(note ? { note } : {}) });
const titles = async (who: Person | null) =>
  (await call('GET', '/api/highlights', who))
    .json<HighlightList>()
    .items.map((i) => i.subject.title);

describe('highlights', () => {
  it('lets an editor add, reorder and remove pages and offers that everyone then sees', async () => {
    const empty = await call('GET', '/api/highlights', null);
    expect(empty.json()).toEqual({ items: [], canEdit: false });

    const kulturhalle = await venue('Kulturhalle Highlight');
    const added = await add('page', kulturhalle, '  Die beste Bühne der Stadt  ');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Highlight>()).toMatchObject({
      note: 'Die beste Bühne der Stadt',
      subject: {
        kind: 'page',
        id: kulturhalle,
        title: 'Kulturhalle Highlight',
        pageKind: 'location',
      },
    });
    expect(added.json<Highlight>().subject.resource).toMatch(/^\/location\/kulturhalle-highlight-/);
    const gig = await offer('Sommernacht Highlight');
    expect((await add('offer', gig.id)).statusCode).toBe(200);
    const club = await venue('Jazzclub Highlight');
    expect((await add('page', club)).statusCode).toBe(200);

    expect(await titles(null)).toEqual([
      'Kulturhalle Highlight',
      'Sommernacht Highlight',
      'Jazzclub Highlight',
    ]);
    expect((await call('GET', '/api/highlights', editor)).json<HighlightList>().canEdit).toBe(true);

    // Reorder: the club one step up; the first one cannot go further up.
    const list = (await call('GET', '/api/highlights', editor)).json<HighlightList>().items;
    const moved = await call('POST', `/api/highlights/${list[2]!.id}/move`, editor, {
      direction: 'up',
    });
    expect(moved.json()).toEqual({ order: [list[0]!.id, list[2]!.id, list[1]!.id] });
    await call('POST', `/api/highlights/${list[0]!.id}/move`, editor, { direction: 'up' });
    expect(await titles(null)).toEqual([
      'Kulturhalle Highlight',
      'Jazzclub Highlight',
      'Sommernacht Highlight',
    ]);

    // An offer that is over is skipped, for everyone.
    await t.app.database.db
      .update(bookingOffers)
      .set({ phase: 'over' })
      .where(eq(bookingOffers.id, gig.id));
    expect(await titles(editor)).toEqual(['Kulturhalle Highlight', 'Jazzclub Highlight']);

    expect((await call('DELETE', `/api/highlights/${list[0]!.id}`, editor)).json()).toEqual({
      removed: true,
    });
    expect(await titles(null)).toEqual(['Jazzclub Highlight']);
    expect((await call('DELETE', `/api/highlights/${list[0]!.id}`, editor)).json()).toMatchObject({
      code: 'request.entity_not_found',
    });
    expect(
      (await call('POST', `/api/highlights/${list[0]!.id}/move`, editor, { direction: 'down' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a subject twice, a subject the public may not see and bad input', async () => {
    const page = await venue('Doppelt Highlight');
    expect((await add('page', page)).statusCode).toBe(200);
    expect((await add('page', page)).json()).toMatchObject({
      code: 'highlights.already_added',
      field: 'subjectId',
    });
    expect((await add('page', 'Zz9Zz9Zz9Z')).json()).toMatchObject({
      code: 'highlights.subject_not_found',
      field: 'subjectId',
    });
    const shadowed = await offer('Schatten Highlight');
    await t.app.database.db
      .update(bookingOffers)
      .set({ shadowed: true })
      .where(eq(bookingOffers.id, shadowed.id));
    expect((await add('offer', shadowed.id)).statusCode).toBe(422);
    // A page id is no offer.
    expect((await add('offer', page)).statusCode).toBe(422);

    const tooLong = await add('page', page, 'x'.repeat(281));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ field: 'note' });
    const badKind = await call('POST', '/api/highlights', editor, {
      kind: 'story',
      subjectId: page,
    });
    expect(badKind.json()).toMatchObject({ field: 'kind' });
    const badMove = await call('POST', '/api/highlights/abcdefghij/move', editor, {
      direction: 'sideways',
    });
    expect(badMove.json()).toMatchObject({ field: 'direction' });
  });

  it('reads the list and a page’s fair-pay figures in one statement each, session included ≤ 2', async () => {
    const page = await venue('Zaehl Highlight');
    expect((await add('page', page)).statusCode).toBe(200);
    for (const url of ['/api/highlights', `/api/pages/${page}/fair-pay`]) {
      const { result, statements } = await recordStatements(() => call('GET', url, editor));
      expect(result.statusCode).toBe(200);
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(2);
    }
  });

  it('keeps the list short: the 51st item is refused', async () => {
    await t.app.database.db.delete(highlights);
    const ids = Array.from({ length: HIGHLIGHTS_MAX }, (_, index) => ({
      kind: 'page' as const,
      subjectId: `Full${String(index).padStart(6, '0')}`,
      position: index + 1,
    }));
    await t.app.database.db.insert(highlights).values(ids);
    expect((await add('page', await venue('Voll Highlight'))).json()).toMatchObject({
      code: 'highlights.full',
    });
    await t.app.database.db.delete(highlights);
  });

  it('finds pages and live offers for the picker', async () => {
    const page = await venue('Zeche Pickerhausen');
    const gig = await offer('Pickerfestival am See');
    const pagesFound = await call('GET', '/api/highlights/candidates?kind=page&q=pickerh', editor);
    expect(pagesFound.json()).toMatchObject({
      items: [{ kind: 'page', id: page, title: 'Zeche Pickerhausen' }],
    });
    const offersFound = await call(
      'GET',
      '/api/highlights/candidates?kind=offer&q=Pickerfestival',
      editor,
    );
    expect(offersFound.json()).toMatchObject({
      items: [{ kind: 'offer', id: gig.id, title: 'Pickerfestival am See' }],
    });
    const missing = await call('GET', '/api/highlights/candidates?kind=page', editor);
    expect(missing.json()).toMatchObject({ field: 'q' });
    const anyone = await fx.createSignedInAccount();
    expect(
      (await call('GET', '/api/highlights/candidates?kind=page&q=Zeche', anyone)).statusCode,
    ).toBe(403);
  });
});
