import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  allowedCommands,
  canCommand,
  canCommandTeamRequest,
  canEditPage,
  canRequestOwnership,
  genreLabel,
  membershipStateOf,
  nextTeamRequestState,
  type Page,
  type PageUserRef,
  type TeamRequestState,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DetailHero, detailCoverSizes } from '../../../components/ui/detail-hero.tsx';
import {
  DetailAside,
  DetailLayout,
  DetailSection,
  Fact,
  FactList,
} from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { StickyActionBar } from '../../../components/ui/sticky-action-bar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  declineInvitation,
  leavePage,
  meQuery,
  pageKeys,
  pageQuery,
  setJoinRequest,
  setOwnershipRequest,
  type PageEndpoint,
} from '../api/pages-api.ts';
import { PersonAvatar, PersonName } from './page-person.tsx';
import { useFollowPage } from '../hooks/use-follow-page.ts';
import { PageFollowButton } from './page-follow-button.tsx';
import { linksBesideWebsite } from './page-links.ts';
import { renderSlot, type PageSlot } from './page-slots.ts';

export type PageDetailScreenProps = {
  id: string;
  /** `organization` (artists and organizations), `location` (venues) or `page`. */
  endpoint: PageEndpoint;
  /** The signed-in user's id; null for a visitor (read-only). */
  userId: string | null;
  /** Shown instead when the page does not exist (the app's not-found screen). */
  notFound: ReactNode;
  /** The page's media (media feature), below the description. */
  mediaSlot?: PageSlot;
  /** The page's booking ratings (booking feature), below the media. */
  ratingsSlot?: PageSlot;
};

/**
 * What the caller may do on the page, by the membership and team request machines and the page
 * policy: ask to join (or withdraw the request), answer an invitation, leave.
 */
export function pageViewerActions(page: Page, signedIn: boolean) {
  const state = membershipStateOf(page.myRole, page.isBlocked);
  const applicable = new Set(allowedCommands(state));
  const may = (command: 'leave') =>
    signedIn && applicable.has(command) && canCommand(page.myRole, command, page.myRole, true);
  const open: TeamRequestState =
    page.invitedAs !== null ? 'invited' : page.joinRequested ? 'requested' : 'none';
  const mayRequest = (
    command: 'requestJoin' | 'withdrawRequest' | 'acceptInvitation' | 'declineInvitation',
  ) =>
    signedIn &&
    !page.isBlocked &&
    nextTeamRequestState(open, command) !== null &&
    canCommandTeamRequest(page.myRole, command, true);
  return {
    follow: signedIn && !page.isBlocked,
    requestJoin: mayRequest('requestJoin'),
    withdrawJoinRequest: signedIn && nextTeamRequestState(open, 'withdrawRequest') !== null,
    answerInvitation: mayRequest('acceptInvitation') && mayRequest('declineInvitation'),
    leave: may('leave'),
    requestOwnership:
      signedIn && !page.isBlocked && canRequestOwnership(page.myRole) && !page.ownershipRequested,
    withdrawRequest: signedIn && page.ownershipRequested,
    edit: signedIn && canEditPage(page.myRole),
  };
}

/** The screen's width; the cover spans it. */
const PAGE_DETAIL_MAX_WIDTH = 1100;

/** One detail screen for every kind of page: artists, venues and organizations. */
export function PageDetailScreen({
  id,
  endpoint,
  userId,
  notFound,
  mediaSlot,
  ratingsSlot,
}: PageDetailScreenProps) {
  const query = useQuery(pageQuery(id, endpoint));
  if (query.error instanceof AppError && query.error.code === 'request.entity_not_found') {
    return notFound;
  }
  if (query.isError) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
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
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
        <DetailSkeleton />
      </Box>
    );
  }
  const page = query.data;
  return (
    <PageDetailView
      page={page}
      userId={userId}
      mediaSlot={mediaSlot}
      ratingsSlot={ratingsSlot}
      refresh={() => query.refetch()}
    />
  );
}

function PageDetailView({
  page,
  userId,
  mediaSlot,
  ratingsSlot,
  refresh,
}: {
  page: Page;
  userId: string | null;
  mediaSlot?: PageSlot;
  ratingsSlot?: PageSlot;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const location = useLocation();
  const signedIn = userId !== null;
  const actions = pageViewerActions(page, signedIn);
  const language = currentLanguage();
  const follow = useFollowPage();
  const after = async () => {
    await refresh();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pageKeys.following }),
      queryClient.invalidateQueries({ queryKey: pageKeys.mine }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
  };

  type Command =
    'requestJoin' | 'withdrawJoin' | 'accept' | 'decline' | 'leave' | 'request' | 'withdraw';
  const command = useMutation({
    mutationFn: (which: Command): Promise<unknown> => {
      switch (which) {
        case 'requestJoin':
          return setJoinRequest(page.id, true);
        case 'withdrawJoin':
          return setJoinRequest(page.id, false);
        case 'accept':
          return acceptInvitation(page.id);
        case 'decline':
          return declineInvitation(page.id);
        case 'leave':
          return leavePage(page.id, userId ?? '');
        case 'request':
          return setOwnershipRequest(page.id, true);
        case 'withdraw':
          return setOwnershipRequest(page.id, false);
      }
    },
    onSuccess: async (_, which) => {
      if (which === 'accept')
        notify({ message: t('detail.invitationAccepted', { name: page.name }) });
      if (which === 'decline') notify({ message: t('detail.invitationDeclined') });
      await after();
    },
  });

  const kindLabel =
    page.kind === 'organization' && page.organizationType
      ? t(`organizationTypes.${page.organizationType}`)
      : page.kind === 'artist' && page.artistForm
        ? t(`artistForms.${page.artistForm}`)
        : t(`kinds.${page.kind}`);
  const facts = [kindLabel, t(`statuses.${page.status}`), page.city?.name].filter(Boolean);
  const groups: { role: 'owner' | 'admin' | 'member' | 'team'; users: PageUserRef[] }[] = [
    { role: 'owner', users: page.owner ? [page.owner] : [] },
    { role: 'admin', users: page.admins },
    { role: 'member', users: page.members },
    { role: 'team', users: page.team },
  ];
  const busy = command.isPending;
  const links = linksBesideWebsite(page.url, page.links);
  const hasLinks = Boolean(page.url || links.length > 0 || page.urlname);

  const primary = actions.follow ? (
    <PageFollowButton
      following={page.isFollowing}
      onToggle={(on) => follow.setFollowing({ id: page.id, name: page.name }, on)}
      disabled={follow.isPending(page.id)}
    />
  ) : !signedIn ? (
    <Button
      component={RouterLink}
      to={loginPath(`${location.pathname}${location.search}`)}
      variant="contained"
    >
      {t('detail.signInToFollow')}
    </Button>
  ) : null;

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: PAGE_DETAIL_MAX_WIDTH }}>
      <DetailHero
        title={page.name}
        seed={page.id}
        cover={page.cover}
        coverSizes={detailCoverSizes(PAGE_DETAIL_MAX_WIDTH)}
        leading={
          <UserAvatar
            name={page.name}
            picture={page.picture}
            seed={page.id}
            shape="rounded"
            size={96}
            decorative
          />
        }
        meta={facts.join(' · ')}
        actions={
          <>
            {primary ? <StickyActionBar>{primary}</StickyActionBar> : null}
            {actions.edit ? (
              <Button
                component={RouterLink}
                to={`/page/edit?id=${encodeURIComponent(page.id)}`}
                variant="outlined"
              >
                {t('detail.edit')}
              </Button>
            ) : null}
            {actions.requestJoin ? (
              <Button
                variant="outlined"
                onClick={() => command.mutate('requestJoin')}
                disabled={busy}
              >
                {t('detail.requestJoin')}
              </Button>
            ) : null}
            {actions.withdrawJoinRequest ? (
              <Button onClick={() => command.mutate('withdrawJoin')} disabled={busy}>
                {t('detail.withdrawJoinRequest')}
              </Button>
            ) : null}
            {actions.leave ? (
              <Button onClick={() => command.mutate('leave')} disabled={busy}>
                {t('detail.leave')}
              </Button>
            ) : null}
            {actions.requestOwnership ? (
              <Button onClick={() => command.mutate('request')} disabled={busy}>
                {t('detail.requestOwnership')}
              </Button>
            ) : null}
            {actions.withdrawRequest ? (
              <Button onClick={() => command.mutate('withdraw')} disabled={busy}>
                {t('detail.withdrawRequest')}
              </Button>
            ) : null}
          </>
        }
      />

      <ErrorAlert error={command.error} sx={{ mb: 2 }} />
      {page.isBlocked ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.blocked')}
        </Alert>
      ) : null}
      {actions.answerInvitation && page.invitedAs ? (
        <Alert
          severity="info"
          sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                onClick={() => command.mutate('accept')}
                disabled={busy}
              >
                {t('detail.acceptInvitation')}
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => command.mutate('decline')}
                disabled={busy}
              >
                {t('detail.declineInvitation')}
              </Button>
            </Box>
          }
        >
          {t('detail.invited', { role: t(`roles.${page.invitedAs}`) })}
        </Alert>
      ) : null}
      {page.joinRequested ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.joinRequestPending')}
        </Alert>
      ) : null}
      {page.ownershipRequested ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.requestPending')}
        </Alert>
      ) : null}

      <DetailLayout
        aside={
          <>
            <DetailAside title={t('detail.factsTitle')} titleId="page-facts">
              <FactList>
                <Fact label={t('detail.followersLabel')}>
                  {t('detail.followers', { count: page.followers })}
                </Fact>
                {page.city ? <Fact label={t('detail.city')}>{page.city.name}</Fact> : null}
                {page.genres.length > 0 ? (
                  <Fact label={t('detail.genres')}>
                    <Box
                      component="ul"
                      sx={{
                        listStyle: 'none',
                        p: 0,
                        m: 0,
                        mt: 0.5,
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 0.5,
                      }}
                    >
                      {page.genres.map((genre) => (
                        <li key={genre}>
                          <Badge>{genreLabel(genre, language)}</Badge>
                        </li>
                      ))}
                    </Box>
                  </Fact>
                ) : null}
              </FactList>
            </DetailAside>
            {hasLinks ? (
              <DetailAside title={t('detail.links')} titleId="page-links">
                <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                  {page.url ? (
                    <li>
                      {t('detail.website')}: <ExternalLink href={page.url} />
                    </li>
                  ) : null}
                  {links.map((link) => (
                    <li key={link.url}>
                      {link.label ? `${link.label}: ` : null}
                      <ExternalLink href={link.url} />
                    </li>
                  ))}
                  {page.urlname ? (
                    <li>
                      {t('detail.shortUrl')}:{' '}
                      <Link
                        component={RouterLink}
                        to={`/${page.urlname}`}
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {`${window.location.host}/${page.urlname}`}
                      </Link>
                    </li>
                  ) : null}
                </Box>
              </DetailAside>
            ) : null}
          </>
        }
      >
        {page.description ? (
          <DetailSection title={t('detail.about')} id="page-about">
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {page.description}
            </Typography>
          </DetailSection>
        ) : null}

        {mediaSlot ? <Box>{renderSlot(mediaSlot, { page, refresh })}</Box> : null}
        {ratingsSlot ? <Box>{renderSlot(ratingsSlot, { page, refresh })}</Box> : null}

        <DetailSection title={t('detail.team')} id="page-team">
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
            {groups
              .filter((group) => group.users.length > 0)
              .map((group) => (
                <Box key={group.role}>
                  <Typography variant="body2" component="h3" color="text.secondary">
                    {t(`roles.${group.role}`)}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1.5,
                      mt: 0.5,
                    }}
                  >
                    {group.users.map((user, index) => (
                      <Box
                        component="li"
                        // Private profiles come without an id.
                        key={user.id || `private-${index}`}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                      >
                        <PersonAvatar user={user} size={32} />
                        <PersonName user={user} />
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
          </Paper>
        </DetailSection>
      </DetailLayout>
    </Box>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {href.replace(/^https?:\/\//, '')}
    </Link>
  );
}
