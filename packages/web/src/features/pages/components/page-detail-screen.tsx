import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  allowedCommands,
  canCommand,
  canEditPage,
  canRequestOwnership,
  genreLabel,
  membershipStateOf,
  type Page,
  type PageUserRef,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { pictureSources } from '../../../components/ui/picture-sources.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import {
  joinPage,
  leavePage,
  meQuery,
  pageKeys,
  pageQuery,
  setFollowing,
  setOwnershipRequest,
  type PageEndpoint,
} from '../api/pages-api.ts';
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

/** What the caller may do on the page, by the membership machine and the page policy. */
export function pageViewerActions(page: Page, signedIn: boolean) {
  const state = membershipStateOf(page.myRole, page.isBlocked);
  const applicable = new Set(allowedCommands(state));
  const may = (command: 'join' | 'leave') =>
    signedIn && applicable.has(command) && canCommand(page.myRole, command, page.myRole, true);
  return {
    follow: signedIn && !page.isBlocked,
    join: may('join'),
    leave: may('leave'),
    requestOwnership:
      signedIn && !page.isBlocked && canRequestOwnership(page.myRole) && !page.ownershipRequested,
    withdrawRequest: signedIn && page.ownershipRequested,
    edit: signedIn && canEditPage(page.myRole),
  };
}

/** The cover spans the screen, a `md` container without gutters: at most 900 px. */
const PAGE_COVER_SIZES = '(min-width: 900px) 900px, 100vw';

/** One detail screen for every kind of page: artists, venues and organizations. */
export function PageDetailScreen({
  id,
  endpoint,
  userId,
  notFound,
  mediaSlot,
  ratingsSlot,
}: PageDetailScreenProps) {
  const { t } = useTranslation('pages');
  const query = useQuery(pageQuery(id, endpoint));
  usePageTitle(query.data?.name ?? null);
  if (query.error instanceof AppError && query.error.code === 'request.entity_not_found') {
    return notFound;
  }
  if (query.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <ErrorAlert error={query.error} />
      </Container>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('detail.about')} />
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
  const location = useLocation();
  const signedIn = userId !== null;
  const actions = pageViewerActions(page, signedIn);
  const language = currentLanguage();
  const key = pageKeys.detail(page.id);
  const after = async () => {
    await refresh();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pageKeys.following }),
      queryClient.invalidateQueries({ queryKey: pageKeys.mine }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
  };

  const follow = useMutation({
    mutationFn: (on: boolean) => setFollowing(page.id, on),
    onSuccess: (state) => {
      queryClient.setQueryData<Page>(key, (old) =>
        old ? { ...old, isFollowing: state.following, followers: state.followers } : old,
      );
      void queryClient.invalidateQueries({ queryKey: pageKeys.following });
    },
  });
  const command = useMutation({
    mutationFn: (which: 'join' | 'leave' | 'request' | 'withdraw'): Promise<unknown> => {
      switch (which) {
        case 'join':
          return joinPage(page.id);
        case 'leave':
          return leavePage(page.id, userId ?? '');
        case 'request':
          return setOwnershipRequest(page.id, true);
        case 'withdraw':
          return setOwnershipRequest(page.id, false);
      }
    },
    onSuccess: after,
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
  const busy = follow.isPending || command.isPending;
  const links = linksBesideWebsite(page.url, page.links);

  return (
    <Container maxWidth="md" disableGutters sx={{ pb: 4 }}>
      <Box
        sx={{
          aspectRatio: { xs: '2 / 1', sm: '3 / 1' },
          bgcolor: 'action.hover',
          borderRadius: { sm: 2 },
          overflow: 'hidden',
        }}
      >
        {page.cover ? (
          <Box
            component="img"
            {...pictureSources(page.cover, PAGE_COVER_SIZES)}
            alt={page.name}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ px: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mt: -5, flexWrap: 'wrap' }}>
          <Box sx={{ borderRadius: '50%', border: 4, borderColor: 'background.default' }}>
            <UserAvatar name={page.name} picture={page.picture} size={96} decorative />
          </Box>
          <Box sx={{ minWidth: 0, flex: '1 1 200px', pb: 0.5 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
            >
              {page.name}
            </Typography>
            <Typography color="text.secondary">{facts.join(' · ')}</Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('detail.followers', { count: page.followers })}
        </Typography>

        <ErrorAlert error={follow.error ?? command.error} sx={{ mt: 2 }} />
        {page.isBlocked ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('detail.blocked')}
          </Alert>
        ) : null}
        {page.ownershipRequested ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('detail.requestPending')}
          </Alert>
        ) : null}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {actions.follow ? (
            <Button
              variant={page.isFollowing ? 'outlined' : 'contained'}
              aria-pressed={page.isFollowing}
              onClick={() => follow.mutate(!page.isFollowing)}
              disabled={busy}
            >
              {page.isFollowing ? t('detail.unfollow') : t('detail.follow')}
            </Button>
          ) : null}
          {!signedIn ? (
            <Button
              component={RouterLink}
              to={loginPath(`${location.pathname}${location.search}`)}
              variant="contained"
            >
              {t('detail.signInToFollow')}
            </Button>
          ) : null}
          {actions.edit ? (
            <Button
              component={RouterLink}
              to={`/page/edit?id=${encodeURIComponent(page.id)}`}
              variant="outlined"
            >
              {t('detail.edit')}
            </Button>
          ) : null}
          {actions.join ? (
            <Button variant="outlined" onClick={() => command.mutate('join')} disabled={busy}>
              {t('detail.join')}
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
        </Box>

        {page.description ? (
          <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('detail.about')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {page.description}
            </Typography>
          </Box>
        ) : null}

        {page.genres.length > 0 ? (
          <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('detail.genres')}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            >
              {page.genres.map((genre) => (
                <Box
                  component="li"
                  key={genre}
                  sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.selected' }}
                >
                  {genreLabel(genre, language)}
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}

        {page.url || links.length > 0 || page.urlname ? (
          <Box component="section" sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('detail.links')}
            </Typography>
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
                  <Link component={RouterLink} to={`/${page.urlname}`}>
                    {`${window.location.host}/${page.urlname}`}
                  </Link>
                </li>
              ) : null}
            </Box>
          </Box>
        ) : null}

        {mediaSlot ? <Box sx={{ mt: 3 }}>{renderSlot(mediaSlot, { page, refresh })}</Box> : null}
        {ratingsSlot ? (
          <Box sx={{ mt: 3 }}>{renderSlot(ratingsSlot, { page, refresh })}</Box>
        ) : null}

        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('detail.team')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
            {groups
              .filter((group) => group.users.length > 0)
              .map((group) => (
                <Box key={group.role}>
                  <Typography variant="subtitle2" component="h3" color="text.secondary">
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
                    {group.users.map((user) => (
                      <Box
                        component="li"
                        key={user.id}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                      >
                        <UserAvatar name={user.name} picture={user.picture} size={32} decorative />
                        <Link component={RouterLink} to={user.resource}>
                          {user.name}
                        </Link>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
          </Paper>
        </Box>
      </Box>
    </Container>
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
