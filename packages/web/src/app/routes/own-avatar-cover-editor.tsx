import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import { ownProfileQuery } from '../../features/profiles/api/profile-api.ts';
import { PROFILE_EDIT_MAX_WIDTH } from '../../features/profiles/components/profile-edit-screen.tsx';
import { LazyAvatarCoverEditor } from './media-slots.tsx';

/**
 * Avatar and cover of the signed-in user's own profile (profile editing). Not in media-slots.tsx:
 * the profile's schema (with the instrument list) belongs to this screen, not to the page screens
 * that share the media slots.
 */
export function OwnAvatarCoverEditor({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery(ownProfileQuery);
  if (!profile.data) return null;
  return (
    <LazyAvatarCoverEditor
      owner={{ kind: 'user', id: userId }}
      name={profile.data.name}
      picture={profile.data.picture}
      cover={profile.data.cover}
      screenMaxWidth={PROFILE_EDIT_MAX_WIDTH}
      onChanged={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ownProfileQuery.queryKey }),
          queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        ])
      }
    />
  );
}
