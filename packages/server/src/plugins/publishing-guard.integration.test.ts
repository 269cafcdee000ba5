import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, formatBanEnd } from '@backline/domain';
import { users } from '../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../test/statement-counter.ts';

/**
 * The publishing guard (issue 16 item 5): a route flagged `config: { publishes }` refuses a
 * community-banned caller before its handler, in the request's language, without a statement of
 * its own (the ban comes with the session).
 */

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

const DESCRIPTION = { description: 'Gesperrt, aber ehrlich.' };

async function bannedMusician(until: Date) {
  const person = await fx.createSignedInAccount({ type: 'musician' });
  await t.app.database.db
    .update(users)
    .set({ communityBanUntil: until })
    .where(eq(users.id, person.id));
  return person;
}

describe('the publishing guard', () => {
  it('refuses a banned caller with the end in the request language, reading no more than the session', async () => {
    const until = new Date(Date.now() + 10 * 86_400_000);
    until.setSeconds(0, 0);
    const person = await bannedMusician(until);
    for (const locale of ['de', 'en'] as const) {
      const { result, statements } = await recordStatements(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/pages',
          headers: {
            authorization: `Bearer ${person.token}`,
            'accept-language': locale,
          },
          payload: { kind: 'artist', artistForm: 'band', name: 'Die Gesperrten', genres: [] },
        }),
      );
      expect(result.statusCode, result.body).toBe(403);
      const date = formatBanEnd(until, locale);
      expect(result.json()).toMatchObject({
        code: 'moderation.community_ban',
        message: errorMessage('moderation.community_ban', locale, { date }),
      });
      // The session's statement only: the guard asks the database nothing.
      expect(statements, describeStatements(statements)).toHaveLength(1);
    }
  });

  it('refuses a page acting for a banned user: the ban is the signed-in user’s', async () => {
    const person = await bannedMusician(new Date(Date.now() + 86_400_000));
    const page = await fx.createPage({ ownerId: person.id });
    const response = await injectAs(
      t.app,
      'PATCH',
      `/api/pages/${page.id}`,
      person.token,
      DESCRIPTION,
      { 'x-object-user': page.id },
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'moderation.community_ban' });
  });

  it('lets through what does not publish, a ban that has ended, and a contact block', async () => {
    const person = await bannedMusician(new Date(Date.now() + 86_400_000));
    const other = await fx.createAccount();
    const blocked = await injectAs(t.app, 'POST', `/api/user/contacts/${other.id}`, person.token, {
      command: 'block',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const settings = await injectAs(t.app, 'GET', '/api/user/profile', person.token);
    expect(settings.statusCode).toBe(200);

    const ended = await bannedMusician(new Date(Date.now() - 1000));
    const page = await fx.createPage({ ownerId: ended.id });
    const edited = await injectAs(
      t.app,
      'PATCH',
      `/api/pages/${page.id}`,
      ended.token,
      DESCRIPTION,
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
