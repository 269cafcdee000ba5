import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import {
  acceptInvitation,
  followedPagesQuery,
  meQuery,
  myInvitationsQuery,
  myPagesQuery,
  pageKeys,
} from '../api/pages-api.ts';
import { useFollowPage } from '../hooks/use-follow-page.ts';
import { PageCard } from './page-card.tsx';
import { PageFollowButton } from './page-follow-button.tsx';

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 } }}>
      <SectionHeader id={id} title={title} action={action} />
      {children}
    </Box>
  );
}

/** Dashboard: the pages the user follows (`GET /api/user/following`), each with "unfollow". */
export function FollowedPages() {
  const { t } = useTranslation('pages');
  const query = useQuery(followedPagesQuery);
  // Here, in the list that stays, not in the card that leaves it: undo must outlive the card.
  const follow = useFollowPage();
  return (
    <Section title={t('dashboard.followedTitle')}>
      <QueryView
        query={query}
        loading={<CardSkeletons count={2} />}
        isEmpty={(answer) => answer.pages.length === 0}
        empty={
          <EmptyState
            headingComponent="h3"
            title={t('dashboard.followedEmpty')}
            text={t('dashboard.followedEmptyText')}
            action={
              <Button component={RouterLink} to="/gigs" variant="contained">
                {t('dashboard.findPages')}
              </Button>
            }
          />
        }
      >
        {(answer) => (
          <CardList>
            {answer.pages.map((page, index) => (
              <PageCard
                key={page.id}
                page={page}
                action={
                  <PageFollowButton
                    size="small"
                    following
                    onToggle={(on) =>
                      follow.setFollowing({ id: page.id, name: page.name, item: page }, on, index)
                    }
                    disabled={follow.isPending(page.id)}
                  />
                }
              />
            ))}
          </CardList>
        )}
      </QueryView>
    </Section>
  );
}

/** Dashboard: the user's own pages with their role, and "Create page". */
export function MyPages() {
  const { t } = useTranslation('pages');
  const query = useQuery(myPagesQuery);
  const pages = query.data?.pages;
  const create = (variant: 'contained' | 'text') => (
    <Button
      component={RouterLink}
      to="/page/create"
      variant={variant}
      startIcon={<AddIcon aria-hidden="true" />}
      size={variant === 'text' ? 'small' : 'medium'}
    >
      {t('dashboard.create')}
    </Button>
  );
  return (
    <Section
      title={t('dashboard.myPagesTitle')}
      action={pages && pages.length > 0 ? create('text') : undefined}
    >
      <QueryView
        query={query}
        loading={<CardSkeletons count={1} />}
        isEmpty={(answer) => answer.pages.length === 0}
        empty={
          <EmptyState
            headingComponent="h3"
            title={t('dashboard.myPagesEmpty')}
            text={t('dashboard.myPagesEmptyText')}
            action={create('contained')}
          />
        }
      >
        {(answer) => (
          <CardList>
            {answer.pages.map((page) => (
              <PageCard
                key={page.id}
                page={page}
                badges={
                  <Badge tone={page.role === 'owner' ? 'primary' : 'neutral'}>
                    {t(`roles.${page.role}`)}
                  </Badge>
                }
              />
            ))}
          </CardList>
        )}
      </QueryView>
    </Section>
  );
}

/**
 * Dashboard: my open invitations into page teams (only when there are some), each leading to
 * its page (where it can be declined too) with "accept" on the card.
 */
export function MyInvitations() {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery(myInvitationsQuery);
  const accept = useMutation({
    mutationFn: (pageId: string) => acceptInvitation(pageId),
    onSuccess: async (joined) => {
      notify({ message: t('detail.invitationAccepted', { name: joined.page.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
    },
  });
  const invitations = query.data?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <Section title={t('invitations.title')}>
      <ErrorAlert error={accept.error} sx={{ mb: 1 }} />
      <CardList>
        {invitations.map((invitation) => (
          <EntityCard
            key={invitation.page.id}
            to={invitation.page.resource}
            title={invitation.page.name}
            headingComponent="h3"
            leading={
              <UserAvatar
                name={invitation.page.name}
                picture={invitation.page.picture}
                seed={invitation.page.id}
                shape="rounded"
                size={56}
                decorative
              />
            }
            meta={t(`kinds.${invitation.page.kind}`)}
            facts={t('invitations.invitedAs', { role: t(`roles.${invitation.role}`) })}
            action={
              <Button
                size="small"
                variant="contained"
                disabled={accept.isPending}
                onClick={() => accept.mutate(invitation.page.id)}
                aria-label={`${t('invitations.accept')}: ${invitation.page.name}`}
              >
                {t('invitations.accept')}
              </Button>
            }
          />
        ))}
      </CardList>
    </Section>
  );
}

/** The dashboard sections, for the home route's slot. */
export function DashboardPages() {
  return (
    <>
      <MyInvitations />
      <MyPages />
      <FollowedPages />
    </>
  );
}

export default DashboardPages;
