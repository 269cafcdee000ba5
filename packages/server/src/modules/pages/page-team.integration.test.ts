import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PagePendingTeamSchema, PageSchema, type Page } from '@backline/domain';
import {
  notifications,
  pageMembers,
  pageTeamRequests,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

/**
 * Page teams with consent (docs/decisions.md, "Page teams with consent"): invitations the invited
 * user answers, join requests the owner or an admin answers, each step told through the
 * notifications module; and team lists that show each person only as far as the viewer may see.
 */

let t: TestApp;
let fx: Fixtures;

type Person = { id: string; name: string; headers: Record<string, string> };

async function person(): Promise<Person> {
  const account = await fx.createAccount();
  const { token } = await fx.createSession(account.id);
  return { id: account.id, name: account.name, headers: bearer(token) };
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
async function call(who: Person | null, { method, url, payload }: Call) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who?.headers ?? {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A band with an owner, an admin and a member. */
async function bandWithTeam() {
  const owner = await person();
  const admin = await person();
  const member = await person();
  const created = await call(owner, {
    method: 'POST',
    url: '/api/pages',
    payload: { kind: 'artist', artistForm: 'band', name: `Die Zustimmer ${Date.now()}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const page = PageSchema.parse(created.body);
  await fx.addPageMember(page.id, admin.id, 'admin');
  await fx.addPageMember(page.id, member.id, 'member');
  return { page, owner, admin, member };
}

const invite = (who: Person, page: Page, userId: string, role?: 'member' | 'team') =>
  call(who, {
    method: 'POST',
    url: `/api/pages/${page.id}/team/invitations`,
    payload: role ? { userId, role } : { userId },
  });
const requestJoin = (who: Person, page: Page) =>
  call(who, { method: 'POST', url: `/api/pages/${page.id}/join-request` });

const roleIn = async (pageId: string, userId: string) => {
  const [row] = await t.app.database.db
    .select({ role: pageMembers.role, joinedVia: pageMembers.joinedVia })
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
  return row ?? null;
};

const openRows = (pageId: string) =>
  t.app.database.db
    .select({ userId: pageTeamRequests.userId, kind: pageTeamRequests.kind })
    .from(pageTeamRequests)
    .where(eq(pageTeamRequests.pageId, pageId));

/** The notices each user got of `kind`, as { userId, params, path }. */
async function notices(kind: string, userIds: string[]) {
  const rows = await t.app.database.db
    .select({
      userId: notifications.userId,
      params: notifications.params,
      path: notifications.path,
    })
    .from(notifications)
    .where(eq(notifications.kind, kind));
  return rows
    .filter((row) => userIds.includes(row.userId))
    .sort((a, b) => userIds.indexOf(a.userId) - userIds.indexOf(b.userId));
}

const viewOf = async (who: Person | null, page: Page) => {
  const { status, body } = await call(who, { method: 'GET', url: `/api/page/${page.id}` });
  expect(status).toBe(200);
  return PageSchema.parse(body);
};

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(() => t?.dispose());

describe('invitations', () => {
  it('invite → the user is told, sees it on the page and in their list, accepts and is in', async () => {
    const { page, owner, admin } = await bandWithTeam();
    const newcomer = await person();

    const invited = await invite(admin, page, newcomer.id, 'team');
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body).toMatchObject({
      user: { id: newcomer.id, status: 'visible', name: newcomer.name },
      role: 'team',
      invitedBy: { id: admin.id, name: admin.name },
    });
    // Not in the team before they say yes.
    expect(await roleIn(page.id, newcomer.id)).toBeNull();
    expect(await notices('pages.team_invitation', [newcomer.id])).toEqual([
      {
        userId: newcomer.id,
        params: { pageName: page.name, inviterName: admin.name },
        path: page.resource,
      },
    ]);
    expect(await viewOf(newcomer, page)).toMatchObject({ invitedAs: 'team', joinRequested: false });
    const mine = await call(newcomer, { method: 'GET', url: '/api/user/page-invitations' });
    expect(mine.body).toEqual({
      invitations: [
        {
          page: expect.objectContaining({ id: page.id, name: page.name }),
          role: 'team',
          invitedAt: expect.any(String),
        },
      ],
    });

    const accepted = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/${page.id}/invitation/accept`,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'team', page: { id: page.id } });
    expect(await roleIn(page.id, newcomer.id)).toEqual({ role: 'team', joinedVia: 'admin' });
    expect(await openRows(page.id)).toEqual([]);
    // The owner and the admins hear of it (not the newcomer, not the plain member).
    const told = await notices('pages.team_invitation_accepted', [owner.id, admin.id]);
    expect(told).toEqual(
      [owner.id, admin.id].map((userId) => ({
        userId,
        params: { pageName: page.name, userName: newcomer.name },
        path: `/page/edit?id=${page.id}#team`,
      })),
    );
    expect(await viewOf(newcomer, page)).toMatchObject({ myRole: 'team', invitedAs: null });

    const again = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/${page.id}/invitation/accept`,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('page.no_invitation');
  });

  it('invite → decline: the user stays out and the owner and admins are told', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const newcomer = await person();
    expect((await invite(owner, page, newcomer.id)).status).toBe(201);
    const declined = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/${page.id}/invitation/decline`,
    });
    expect(declined.status).toBe(200);
    expect(await roleIn(page.id, newcomer.id)).toBeNull();
    expect(await openRows(page.id)).toEqual([]);
    const told = await notices('pages.team_invitation_declined', [owner.id, admin.id, member.id]);
    expect(told.map((row) => row.userId)).toEqual([owner.id, admin.id]);
    expect(told[0]?.params).toEqual({ pageName: page.name, userName: newcomer.name });
  });

  it('is withdrawn by the owner or an admin only; the user is told and can no longer accept', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const newcomer = await person();
    expect((await invite(owner, page, newcomer.id)).status).toBe(201);
    const withdraw = (who: Person) =>
      call(who, { method: 'DELETE', url: `/api/pages/${page.id}/team/invitations/${newcomer.id}` });
    expect((await withdraw(member)).status).toBe(403);
    expect((await withdraw(newcomer)).status).toBe(403);
    // Any of the page's owner and admins (the invitation speaks for the page).
    expect((await withdraw(admin)).status).toBe(200);
    expect(await notices('pages.team_invitation_withdrawn', [newcomer.id])).toEqual([
      { userId: newcomer.id, params: { pageName: page.name }, path: page.resource },
    ]);
    const twice = await withdraw(admin);
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('page.no_invitation');
    const late = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/${page.id}/invitation/accept`,
    });
    expect(late.body.code).toBe('page.no_invitation');
    expect(await roleIn(page.id, newcomer.id)).toBeNull();
  });

  it('is for the owner and admins to send, to someone outside the team, once', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const newcomer = await person();
    expect((await invite(member, page, newcomer.id)).status).toBe(403);
    expect((await invite(newcomer, page, newcomer.id)).status).toBe(403);
    expect((await invite(owner, page, newcomer.id)).status).toBe(201);

    const twice = await invite(admin, page, newcomer.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'page.invitation_pending', field: 'userId' });
    // The invited user answers the invitation rather than asking too.
    const asks = await requestJoin(newcomer, page);
    expect(asks.status).toBe(409);
    expect(asks.body.code).toBe('page.invitation_pending');

    const inTeam = await invite(owner, page, member.id);
    expect(inTeam.status).toBe(409);
    expect(inTeam.body).toMatchObject({ code: 'page.already_in_team', field: 'userId' });
    const ghost = await invite(owner, page, 'ZZZZZZZZZZ');
    expect(ghost.status).toBe(404);
    expect(ghost.body).toMatchObject({ code: 'page.user_not_found', field: 'userId' });
    const badRole = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/team/invitations`,
      payload: { userId: newcomer.id, role: 'owner' },
    });
    expect(badRole.status).toBe(422);
    expect(badRole.body.field).toBe('role');
    expect(await openRows(page.id)).toEqual([{ userId: newcomer.id, kind: 'invitation' }]);
  });
});

describe('join requests', () => {
  it('request → the owner and admins are told, see it, and an admin approves: a member', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const fan = await person();

    const asked = await requestJoin(fan, page);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ requested: true });
    expect(await roleIn(page.id, fan.id)).toBeNull();
    expect(await viewOf(fan, page)).toMatchObject({ joinRequested: true, myRole: null });
    const told = await notices('pages.join_requested', [owner.id, admin.id, member.id]);
    expect(told).toEqual(
      [owner.id, admin.id].map((userId) => ({
        userId,
        params: { pageName: page.name, userName: fan.name },
        path: `/page/edit?id=${page.id}#team`,
      })),
    );

    const pendingOf = (who: Person) =>
      call(who, { method: 'GET', url: `/api/pages/${page.id}/team/pending` });
    expect((await pendingOf(member)).status).toBe(403);
    const pending = PagePendingTeamSchema.parse((await pendingOf(admin)).body);
    expect(pending.requests.map((row) => row.user.id)).toEqual([fan.id]);
    expect(pending.invitations).toEqual([]);

    const twice = await requestJoin(fan, page);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('page.join_request_pending');
    const inviteToo = await invite(owner, page, fan.id);
    expect(inviteToo.body).toMatchObject({ code: 'page.join_request_pending', field: 'userId' });

    const approve = (who: Person) =>
      call(who, { method: 'POST', url: `/api/pages/${page.id}/join-requests/${fan.id}/approve` });
    expect((await approve(member)).status).toBe(403);
    const approved = await approve(admin);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      role: 'member',
      joinedVia: 'self',
      user: { id: fan.id },
    });
    expect(await roleIn(page.id, fan.id)).toEqual({ role: 'member', joinedVia: 'self' });
    expect(await notices('pages.join_request_approved', [fan.id])).toEqual([
      { userId: fan.id, params: { pageName: page.name }, path: page.resource },
    ]);
    expect((await approve(owner)).body.code).toBe('page.no_join_request');
    // In the team now: no second request.
    expect((await requestJoin(fan, page)).body.code).toBe('page.already_in_team');
  });

  it('request → refuse: the user is told and stays out; refusing twice is 404', async () => {
    const { page, owner } = await bandWithTeam();
    const fan = await person();
    expect((await requestJoin(fan, page)).status).toBe(200);
    const refuse = () =>
      call(owner, { method: 'POST', url: `/api/pages/${page.id}/join-requests/${fan.id}/refuse` });
    expect((await refuse()).status).toBe(200);
    expect(await roleIn(page.id, fan.id)).toBeNull();
    expect(await notices('pages.join_request_refused', [fan.id])).toEqual([
      { userId: fan.id, params: { pageName: page.name }, path: page.resource },
    ]);
    const twice = await refuse();
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('page.no_join_request');
  });

  it('is withdrawn by the user who asked; then there is nothing to approve', async () => {
    const { page, owner } = await bandWithTeam();
    const fan = await person();
    expect((await requestJoin(fan, page)).status).toBe(200);
    const withdraw = () =>
      call(fan, { method: 'DELETE', url: `/api/pages/${page.id}/join-request` });
    const withdrawn = await withdraw();
    expect(withdrawn.body).toEqual({ requested: false });
    expect(await openRows(page.id)).toEqual([]);
    expect((await withdraw()).body.code).toBe('page.no_join_request');
    const approve = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/join-requests/${fan.id}/approve`,
    });
    expect(approve.body.code).toBe('page.no_join_request');
    expect(await roleIn(page.id, fan.id)).toBeNull();
  });

  it('is refused to blocked users; blocking drops what was open', async () => {
    const { page, owner } = await bandWithTeam();
    const pest = await person();
    expect((await requestJoin(pest, page)).status).toBe(200);
    const blocked = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/blocks/${pest.id}`,
    });
    expect(blocked.status).toBe(200);
    expect(await openRows(page.id)).toEqual([]);
    const again = await requestJoin(pest, page);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('account.user_blocked');
    const invited = await invite(owner, page, pest.id);
    expect(invited.status).toBe(403);
    expect(invited.body).toMatchObject({ code: 'account.user_blocked', field: 'userId' });
  });

  it('ends with an invite link too: following one answers what was open', async () => {
    const { page, owner } = await bandWithTeam();
    const fan = await person();
    expect((await requestJoin(fan, page)).status).toBe(200);
    const link = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/invites`,
      payload: {},
    });
    const joined = await call(fan, {
      method: 'POST',
      url: `/api/pages/invites/${link.body.token as string}/accept`,
    });
    expect(joined.status).toBe(200);
    expect(await openRows(page.id)).toEqual([]);
  });
});

describe('team lists show what the viewer may see', () => {
  it('shows a gone or paused account as a former member, a private profile to the team only', async () => {
    const { page, owner, member } = await bandWithTeam();
    const leaver = await person();
    const hidden = await person();
    await fx.addPageMember(page.id, leaver.id, 'member');
    await fx.addPageMember(page.id, hidden.id, 'team');
    await fx.deactivate(leaver.id);
    await t.app.database.db.insert(profiles).values({ userId: hidden.id, visibility: 'private' });
    const stranger = await person();

    const FORMER = { id: leaver.id, status: 'former', name: '', resource: null, picture: null };
    for (const viewer of [null, stranger, member]) {
      const view = await viewOf(viewer, page);
      expect(view.members).toContainEqual(FORMER);
      expect(view.owner).toMatchObject({
        id: owner.id,
        status: 'visible',
        name: owner.name,
        resource: expect.stringMatching(new RegExp(`^/user/.+-${owner.id}$`)),
      });
    }
    // Strangers and visitors learn nothing of a private profile, not even its id.
    for (const viewer of [null, stranger]) {
      expect((await viewOf(viewer, page)).team).toEqual([
        { id: '', status: 'private', name: '', resource: null, picture: null },
      ]);
    }
    // The team knows the name, without a link it could not open.
    expect((await viewOf(member, page)).team).toEqual([
      { id: hidden.id, status: 'visible', name: hidden.name, resource: null, picture: null },
    ]);
    // ... and the person themself has their own link.
    expect((await viewOf(hidden, page)).team[0]?.resource).toMatch(new RegExp(`-${hidden.id}$`));

    const list = await call(member, { method: 'GET', url: `/api/pages/${page.id}/team` });
    const rows = list.body.members as { user: { id: string; status: string } }[];
    expect(rows.find((row) => row.user.id === leaver.id)?.user.status).toBe('former');
    // A former member can still be removed by the page.
    const removed = await call(owner, {
      method: 'DELETE',
      url: `/api/pages/${page.id}/team/${leaver.id}`,
    });
    expect(removed.status).toBe(200);
  });

  it('shows an account marked for deletion as a former member too', async () => {
    const { page, member } = await bandWithTeam();
    await t.app.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date() })
      .where(eq(users.id, member.id));
    const view = await viewOf(null, page);
    expect(view.members).toEqual([
      { id: member.id, status: 'former', name: '', resource: null, picture: null },
    ]);
  });
});
