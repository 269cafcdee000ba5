import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { AppError, type PublicProfile } from '@backline/domain';
import type { ReactNode } from 'react';
import { DetailLayout } from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { publicProfileQuery } from '../api/profile-api.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { hasProfileAside, ProfileAside } from './profile-detail/profile-aside.tsx';
import { ProfileGigs } from './profile-detail/profile-gigs.tsx';
import { PROFILE_DETAIL_MAX_WIDTH, ProfileHero } from './profile-detail/profile-hero.tsx';
import { ProfileSections } from './profile-detail/profile-sections.tsx';

export type ProfileDetailScreenProps = {
  /** The user id from `{slug}-{id}`. */
  id: string;
  /** The signed-in viewer (for the edit button on the own profile). */
  viewerId: string | null;
  /** Shown when the profile does not exist or is not visible to the viewer. */
  notFound: ReactNode;
  /** Where the media sections (albums, audio, video, documents) are mounted, below the details. */
  mediaSlot?: ReactNode;
  /** The action another member gets on this profile (the contacts feature's button). */
  contactAction?: (profile: PublicProfile) => ReactNode;
};

/** `/user/{slug}-{id}`, `/benutzer/…`, `/musiker/…`: a user's public profile. */
export function ProfileDetailScreen({
  id,
  viewerId,
  notFound,
  mediaSlot,
  contactAction,
}: ProfileDetailScreenProps) {
  const query = useQuery(publicProfileQuery(id));
  if (query.error instanceof AppError && query.error.code === 'request.entity_not_found') {
    return <>{notFound}</>;
  }
  if (query.error) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
        <DetailSkeleton />
      </Box>
    );
  }
  return (
    <ProfileDetail
      profile={query.data}
      own={viewerId === id}
      mediaSlot={mediaSlot}
      action={contactAction?.(query.data)}
    />
  );
}

export function ProfileDetail({
  profile,
  own,
  mediaSlot,
  action,
}: {
  profile: PublicProfile;
  own: boolean;
  mediaSlot?: ReactNode;
  /** Another member's action on the profile (not shown on the own profile). */
  action?: ReactNode;
}) {
  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
      <ProfileHero profile={profile} own={own} action={action} />

      <DetailLayout
        aside={hasProfileAside(profile) ? <ProfileAside profile={profile} /> : undefined}
      >
        <ProfileSections profile={profile} />
        <ProfileGigs gigs={profile.gigs} />
        {mediaSlot}
      </DetailLayout>
    </Box>
  );
}
