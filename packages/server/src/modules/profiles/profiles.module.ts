import { PublicProfileSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { peopleSearchProvider } from './profiles-search.sql.ts';
import { entityType } from '../entities/entities.service.ts';
import type { ContactsApi } from '../contacts/contacts.module.ts';
import type { MediaService } from '../media/media.service.ts';
import { deleteProfile } from './profiles.repository.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService, type ProfilesService } from './profiles.service.ts';
import { profilesModerationSide } from './profiles-moderation.repository.ts';

export type ProfilesModuleDeps = {
  media: Pick<MediaService, 'picturesOf'>;
  /** Private profiles show to confirmed contacts. */
  contacts: Pick<ContactsApi, 'areContacts'>;
};

/** The personal profile and the public `user` entity; the profile row goes in the purge. */
export function createProfilesModule(
  platform: Platform,
  { media, contacts }: ProfilesModuleDeps,
): BacklineModule<ProfilesService> {
  const profiles = createProfilesService(platform.db, {
    now: platform.clock.now,
    areContacts: contacts.areContacts,
    resolveImages: async ({ avatarImageId, coverImageId }) => {
      const found = await media.picturesOf([avatarImageId, coverImageId]);
      return {
        picture: avatarImageId ? (found.get(avatarImageId) ?? null) : null,
        cover: coverImageId ? (found.get(coverImageId) ?? null) : null,
      };
    },
  });
  return {
    name: 'profiles',
    routes: async (app) => {
      await app.register(profilesRoutes, { profiles });
    },
    entityTypes: {
      user: entityType({
        schema: PublicProfileSchema,
        get: (ctx, id) => profiles.findPublicProfile(ctx, id),
      }),
    },
    reportSubjects: {
      // A member's profile, as far as the caller may see it.
      user: {
        find: async (ctx, id) => {
          if (ctx.user?.id === id) return { own: true, ownerUserIds: [id] };
          const visible = await profiles.findPublicProfile(ctx, id);
          return visible ? { own: false, ownerUserIds: [id] } : null;
        },
        moderation: profilesModerationSide(platform.db),
      },
    },
    searchProviders: [peopleSearchProvider],
    purgeSteps: [deleteProfile],
    api: profiles,
  };
}

// Who may appear in lists and whose profile the viewer may see, for one-statement lists.
export { accountListedSql, profileVisibleToSql } from './profile-fragments.sql.ts';
