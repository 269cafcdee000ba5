import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileSchema, UpdateProfileInputSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ProfilesService } from './profiles.service.ts';

export type ProfilesRoutesOptions = { profiles: ProfilesService };

const TAGS = ['profiles'];
const SECURITY = [{ bearer: [] }];

/** The personal profile: own profile read and write, and the `user` entity (public profile). */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (
  app,
  { profiles },
) => {
  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's own profile, with everything the edit form needs",
        security: SECURITY,
        response: { 200: ProfileSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => profiles.getOwnProfile(requireUser(request).user.id),
  );

  app.put(
    '/api/user/profile',
    {
      config: { publishes: true },
      schema: {
        tags: TAGS,
        summary:
          'Replace the own profile (names, birthday with minimum age 16, instruments, city, ' +
          'links, gear, releases, gigs, visibility); answers the saved profile',
        security: SECURITY,
        body: UpdateProfileInputSchema,
        response: { 200: ProfileSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => profiles.updateProfile(requireUser(request).user.id, request.body),
  );
};
