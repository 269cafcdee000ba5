import {
  AppError,
  canSeeProfile,
  checkProfileRules,
  showsGemaBadge,
  type Picture,
  type Profile,
  type ProfileViewer,
  type PublicProfile,
  type UpdateProfileInput,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  presentOwnProfile,
  presentPublicProfile,
  type ProfileImages,
} from './profiles.presenter.ts';
import { createProfilesRepository, type ProfileRecord } from './profiles.repository.ts';

/**
 * Turns the avatar and cover image ids of a profile into picture URLs by size. The media module
 * provides it (the lead wires it in `app.ts`); until then profiles have no pictures.
 */
export type ProfileImageResolver = (ids: {
  avatarImageId: string | null;
  coverImageId: string | null;
}) => Promise<ProfileImages>;

export type ProfilesServiceOptions = {
  now?: () => Date;
  resolveImages?: ProfileImageResolver;
  /** Whether two users are confirmed contacts (the contacts module); none without it. */
  areContacts?: (a: string, b: string) => Promise<boolean>;
};

const NO_IMAGES: ProfileImageResolver = async () => ({ picture: null, cover: null });

export function createProfilesService(db: Database, options: ProfilesServiceOptions = {}) {
  const repository = createProfilesRepository(db);
  const now = options.now ?? (() => new Date());
  const areContacts = options.areContacts ?? (async () => false);
  let resolveImages = options.resolveImages ?? NO_IMAGES;

  const imagesOf = (record: ProfileRecord) =>
    resolveImages({
      avatarImageId: record.profile?.avatarImageId ?? null,
      coverImageId: record.profile?.coverImageId ?? null,
    });

  async function gemaBadgeFor(record: ProfileRecord, viewer: ProfileViewer): Promise<boolean> {
    const badge = record.profile?.gemaBadge ?? 'public';
    if (!record.gemaVerified) return false;
    // Only the 'gema' setting depends on who looks: ask about the viewer only then.
    const withMembership =
      badge === 'gema' && viewer !== null && viewer.id !== record.user.id
        ? { ...viewer, gemaVerified: await repository.isGemaVerified(viewer.id) }
        : viewer;
    return showsGemaBadge(true, badge, withMembership, record.user);
  }

  async function ownProfile(userId: string): Promise<Profile> {
    const record = await repository.findRecord(userId);
    if (!record) throw new AppError('auth.required');
    return presentOwnProfile(record, {
      today: now(),
      gemaBadge: await gemaBadgeFor(record, { id: userId }),
      images: await imagesOf(record),
    });
  }

  return {
    /** Lets the media module plug its picture URLs in after both services exist. */
    setImageResolver(resolver: ProfileImageResolver): void {
      resolveImages = resolver;
    },

    getOwnProfile: ownProfile,

    /** The user's avatar by size, or null (for `GET /api/user/me` and presenters of others). */
    async avatarOf(userId: string): Promise<Picture | null> {
      const avatarImageId = await repository.avatarImageIdOf(userId);
      if (!avatarImageId) return null;
      return (await resolveImages({ avatarImageId, coverImageId: null })).picture;
    },

    /** Validates beyond the shape (age, links, city), saves, answers the saved profile. */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      const checked = checkProfileRules(input, now());
      if (!checked.ok) {
        const [first] = checked.violations;
        throw new AppError(first.code, { field: first.field, errors: checked.violations });
      }
      if (checked.value.cityId !== null && !(await repository.cityExists(checked.value.cityId))) {
        throw new AppError('validation.invalid', { field: 'cityId' });
      }
      await repository.save(userId, checked.value);
      return ownProfile(userId);
    },

    /**
     * The user entity of `GET /api/user/{id}`: null (404, nothing leaks) for accounts that are
     * not in use, for private accounts (no musician profile) to visitors, and for private
     * profiles to anyone but those `canSeePrivateProfile` allows (the owner, confirmed contacts).
     */
    async findPublicProfile(ctx: RequestContext, id: string): Promise<PublicProfile | null> {
      const record = await repository.findRecord(id);
      if (!record) return null;
      const visibility = record.profile?.visibility ?? 'public';
      // Whether the viewer is a contact matters for a private profile only: asked only then.
      const isContact =
        visibility === 'private' && ctx.user !== null && ctx.user.id !== id
          ? await areContacts(ctx.user.id, id)
          : false;
      const viewer: ProfileViewer = ctx.user ? { id: ctx.user.id, isContact } : null;
      if (record.user.type === 'private' && !viewer) return null;
      if (!canSeeProfile(viewer, record.user, visibility)) return null;
      return presentPublicProfile(record, {
        today: now(),
        gemaBadge: await gemaBadgeFor(record, viewer),
        images: await imagesOf(record),
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
