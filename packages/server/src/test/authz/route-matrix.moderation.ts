import { bearer } from '../build-test-app.ts';
import { ownOrAny, signedIn, type MatrixRow, type RowContext } from './matrix-rules.ts';

/**
 * Site moderators and admins with two-factor sign-in: 401 without a live session, 403 for every
 * other role and for the admin without two-factor sign-in (it must set it up first).
 */
const siteModerator = (status: number): Pick<MatrixRow, 'expect' | 'codes'> => ({
  expect: { ...signedIn(403), moderator: status, admin2fa: status },
  codes: {
    private: 'auth.forbidden',
    musician: 'auth.forbidden',
    banned: 'auth.forbidden',
    pageMember: 'auth.forbidden',
    pageAdmin: 'auth.forbidden',
    pageOwner: 'auth.forbidden',
    gemaVerified: 'auth.forbidden',
    admin: 'auth.two_factor_setup_required',
  },
});

const REASON = 'Matrix: gegen die Regeln';

/** A site moderator of the matrix (two-factor sign-in on), with a live session. */
const moderator = ({ fx }: RowContext) =>
  fx.createSignedInAccount({ type: 'private', role: 'moderator', twoFactor: true });

/** A moderator shadow-bans `userId` (a measure on the profile); answers the measure's id. */
async function measureOn(context: RowContext, userId: string): Promise<string> {
  const { token } = await moderator(context);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/moderation/actions',
    headers: bearer(token),
    payload: { subject: { kind: 'user', id: userId }, action: 'shadow_ban', reason: REASON },
  });
  if (response.statusCode !== 200) throw new Error(`Measure failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** A fresh member's profile, reported by another fresh member: a subject with an open report. */
async function reportedProfile({ app, fx }: RowContext): Promise<string> {
  const target = await fx.createAccount();
  const reporter = await fx.createSignedInAccount();
  const response = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(reporter.token),
    payload: { subject: { kind: 'user', id: target.id }, reason: 'spam' },
  });
  if (response.statusCode !== 200) throw new Error(`Report failed: ${response.body}`);
  return target.id;
}

/** The authorization matrix rows of the moderation routes (merged into ROUTE_MATRIX). */
export const MODERATION_ROWS: Readonly<Record<string, MatrixRow>> = {
  'GET /api/moderation/queue': {
    request: () => ({ url: '/api/moderation/queue' }),
    ...siteModerator(200),
  },
  'POST /api/moderation/actions': {
    request: async ({ fx }) => ({
      url: '/api/moderation/actions',
      payload: {
        subject: { kind: 'user', id: (await fx.createAccount()).id },
        action: 'shadow_ban',
        reason: REASON,
      },
    }),
    ...siteModerator(200),
    note: 'A user measure on a fresh member: site moderators and admins with two-factor only.',
  },
  'POST /api/moderation/actions (own account)': {
    request: async (context) => ({
      url: '/api/moderation/actions',
      payload: {
        subject: { kind: 'user', id: (await ownOrAny(context)).id },
        action: 'shadow_ban',
        reason: REASON,
      },
    }),
    expect: { ...siteModerator(422).expect },
    codes: {
      ...siteModerator(422).codes,
      moderator: 'moderation.own_subject',
      admin2fa: 'moderation.own_subject',
    },
    note: 'Never on oneself: other moderators decide about a moderator.',
  },
  'POST /api/moderation/subjects/reject': {
    request: async (context) => ({
      url: '/api/moderation/subjects/reject',
      payload: { subject: { kind: 'user', id: await reportedProfile(context) }, reason: REASON },
    }),
    ...siteModerator(200),
  },
  'GET /api/moderation/measures/mine': {
    request: () => ({ url: '/api/moderation/measures/mine' }),
    expect: signedIn(200),
  },
  'POST /api/moderation/measures/:id/appeal': {
    request: async (context) => ({
      url: `/api/moderation/measures/${await measureOn(context, (await ownOrAny(context)).id)}/appeal`,
      payload: { text: 'Das war ein Missverständnis.' },
    }),
    expect: signedIn(200),
    note: 'A measure on the caller, taken by another moderator: the affected user objects.',
  },
  "POST /api/moderation/measures/:id/appeal (someone else's measure)": {
    request: async (context) => ({
      url: `/api/moderation/measures/${await measureOn(context, (await context.fx.createAccount()).id)}/appeal`,
      payload: { text: 'Das war ein Missverständnis.' },
    }),
    expect: signedIn(404),
    note: 'Only the affected user can object; for everyone else the measure does not exist.',
  },
  'GET /api/moderation/appeals': {
    request: () => ({ url: '/api/moderation/appeals' }),
    ...siteModerator(200),
  },
  'POST /api/moderation/appeals/:id/decide': {
    request: async (context) => {
      const affected = await context.fx.createSignedInAccount();
      const measureId = await measureOn(context, affected.id);
      const objection = await context.app.inject({
        method: 'POST',
        url: `/api/moderation/measures/${measureId}/appeal`,
        headers: bearer(affected.token),
        payload: { text: 'Bitte prüft das noch einmal.' },
      });
      if (objection.statusCode !== 200) throw new Error(`Objection failed: ${objection.body}`);
      return {
        url: `/api/moderation/appeals/${measureId}/decide`,
        payload: { outcome: 'upheld', reason: REASON },
      };
    },
    ...siteModerator(200),
    note: 'The measure was taken by another moderator, so the caller may decide it.',
  },
  'GET /api/moderation/history': {
    request: () => ({ url: '/api/moderation/history' }),
    expect: signedIn(200),
  },
};
