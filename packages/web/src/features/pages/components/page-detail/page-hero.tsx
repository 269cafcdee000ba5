import Button from '@mui/material/Button';
import type { Page } from '@backline/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailHero, detailCoverSizes } from '../../../../components/ui/detail-hero.tsx';
import { StickyActionBar } from '../../../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../../../components/ui/user-avatar.tsx';
import { loginPath } from '../../../../lib/navigation.ts';
import { useFollowPage } from '../../hooks/use-follow-page.ts';
import { PageFollowButton } from '../page-follow-button.tsx';
import type { PageViewerActions } from './page-viewer-actions.ts';
import type { PageCommandMutation } from './use-page-command.ts';

/** The screen's width; the cover spans it. */
export const PAGE_DETAIL_MAX_WIDTH = 1100;

/**
 * The page's name, picture, cover and facts, with what the caller may do: follow (or sign in to),
 * edit, ask to join or withdraw that, leave, ask for or withdraw the ownership.
 */
export function PageHero({
  page,
  actions,
  signedIn,
  command,
  message,
}: {
  page: Page;
  actions: PageViewerActions;
  signedIn: boolean;
  command: PageCommandMutation;
  /** Writing to the page (the messaging feature's button), for those who do not speak for it. */
  message?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const follow = useFollowPage();
  const busy = command.isPending;
  const kindLabel =
    page.kind === 'organization' && page.organizationType
      ? t(`organizationTypes.${page.organizationType}`)
      : page.kind === 'artist' && page.artistForm
        ? t(`artistForms.${page.artistForm}`)
        : t(`kinds.${page.kind}`);
  const facts = [kindLabel, t(`statuses.${page.status}`), page.city?.name].filter(Boolean);

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
          {message}
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
  );
}
