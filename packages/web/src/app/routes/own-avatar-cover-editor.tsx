import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../features/auth/api/fetch-me.ts';
import { OWN_PROFILE_QUERY_KEY, fetchOwnProfile } from '../../features/profiles/api/profile-api.ts';
import { LazyAvatarCoverEditor } from './media-slots.tsx';

/**
 * Avatar and cover of the signed-in user's own profile (profile editing). Not in media-slots.tsx:
 * the profile's schema (with the instrument list) belongs to this screen, not to the page screens
 * that share the media slots.
 */
export function OwnAvatarCoverEditor({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchOwnProfile(signal),
  });
  if (!profile.data) return null;
  return (
    <LazyAvatarCoverEditor
      owner={{ kind: 'user', id: userId }}
      name={profile.data.name}
      picture={profile.data.picture}
      cover={profile.data.cover}
      onChanged={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        ])
      }
    />
  );
}
