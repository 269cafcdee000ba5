import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AppError, type ContactAdDetail, type MediaList } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import {
  DetailAside,
  DetailLayout,
  DetailSection,
  Fact,
  FactList,
} from '../../../components/ui/detail-layout.tsx';
import { DetailHero, detailCoverSizes } from '../../../components/ui/detail-hero.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { StickyActionBar } from '../../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { contactAdMatchesQuery, contactAdQuery } from '../api/contactads-api.ts';
import { canRenew } from '../contact-ad-lifecycle.ts';
import {
  ambitionLabels,
  bandTypeLabel,
  genreList,
  instrumentList,
  remoteLabel,
  searchTypeLabel,
  skillLabels,
} from '../contact-ad-words.ts';
import { ContactAdManage } from './contact-ad-manage.tsx';
import { ContactAdMatchCard } from './contact-ad-match-card.tsx';

const MAX_WIDTH = 1040;

export type ContactAdDetailScreenProps = {
  id: string;
  /** The viewer's actions toward the publisher (message, report), composed by the route. */
  actions?: (ad: ContactAdDetail) => ReactNode;
  /** The ad's pictures and audio as the media's gallery shows them (composed by the route). */
  renderMedia?: (media: MediaList) => ReactNode;
  notFound: ReactNode;
};

/** `/contactad/{slug}-{id}` and `/musikerkontakt/{slug}-{id}`: one contact ad. */
export function ContactAdDetailScreen({
  id,
  actions,
  renderMedia,
  notFound,
}: ContactAdDetailScreenProps) {
  const { t } = useTranslation('contactads');
  const query = useQuery(contactAdQuery(id));
  if (query.isPending || query.isError) {
    const gone =
      query.error instanceof AppError &&
      (query.error.code === 'request.entity_not_found' ||
        query.error.code === 'contactads.not_found');
    if (gone) return <>{notFound}</>;
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
        <DocumentTitle title={t('detail.title')} />
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DetailSkeleton />
        )}
      </Box>
    );
  }
  return (
    <ContactAdView ad={query.data} actions={actions?.(query.data)} renderMedia={renderMedia} />
  );
}

function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function ContactAdView({
  ad,
  actions,
  renderMedia,
}: {
  ad: ContactAdDetail;
  actions?: ReactNode;
  renderMedia?: ContactAdDetailScreenProps['renderMedia'];
}) {
  const { t } = useTranslation('contactads');
  const navigate = useNavigate();
  const person = ad.publisher.kind === 'user';
  const media: MediaList = {
    owner: { kind: ad.publisher.kind, id: ad.publisher.id },
    canManage: false,
    albums:
      ad.pictures.length > 0
        ? [
            {
              id: ad.id,
              title: t('detail.pictures'),
              photos: ad.pictures.map((image) => ({
                id: image.id,
                imageId: image.id,
                caption: null,
                width: image.width,
                height: image.height,
                picture: image.picture,
              })),
            },
          ]
        : [],
    audio: ad.audio,
    videos: [],
    documents: [],
  };
  const hasMedia = ad.pictures.length > 0 || ad.audio.length > 0;
  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
      <DetailHero
        title={ad.title}
        seed={ad.id}
        cover={null}
        coverSizes={detailCoverSizes(MAX_WIDTH)}
        leading={
          <UserAvatar
            name={ad.publisher.name}
            picture={ad.publisher.picture}
            seed={ad.publisher.id}
            size={96}
            shape={person ? 'circular' : 'rounded'}
          />
        }
        leadingShape={person ? 'circular' : 'rounded'}
        meta={[ad.publisher.name, ad.city?.name].filter(Boolean).join(' · ')}
        badges={
          <>
            <Badge tone="primary">{searchTypeLabel(t, ad.searchType)}</Badge>
            {ad.status !== 'active' ? (
              <Badge tone={ad.status === 'paused' ? 'warning' : 'neutral'}>
                {t(`status.${ad.status}`)}
              </Badge>
            ) : null}
          </>
        }
        actions={
          ad.canManage ? null : actions ? <StickyActionBar>{actions}</StickyActionBar> : null
        }
      />
      {ad.canManage ? (
        <Box sx={{ mb: 3 }}>
          <StatusNote ad={ad} />
          <ContactAdManage ad={ad} onDeleted={() => void navigate('/musikersuche?filter=myads')} />
        </Box>
      ) : null}
      <DetailLayout aside={<Facts ad={ad} />}>
        <DetailSection title={t('detail.text')} id="contactad-text">
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {ad.text}
          </Typography>
        </DetailSection>
        {hasMedia && renderMedia ? <Box>{renderMedia(media)}</Box> : null}
        <PublisherCard ad={ad} />
        {ad.canManage && ad.status === 'active' ? <AdMatches ad={ad} /> : null}
      </DetailLayout>
    </Box>
  );
}

/** For the owner: why a paused or expired ad is not listed, or that it may be renewed now. */
function StatusNote({ ad }: { ad: ContactAdDetail }) {
  const { t } = useTranslation('contactads');
  const date = formatDate(ad.expiresAt);
  const text =
    ad.status === 'paused'
      ? t('detail.statusPaused')
      : ad.status === 'expired'
        ? t('detail.statusExpired', { date })
        : canRenew(ad)
          ? t('detail.renewSoon', { date })
          : t('detail.ownAd');
  return (
    <Alert severity={ad.status === 'active' ? 'info' : 'warning'} sx={{ mb: 1 }}>
      {text}
    </Alert>
  );
}

function Facts({ ad }: { ad: ContactAdDetail }) {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const extras = [
    ad.rehearsalSpace ? t('detail.rehearsalSpace') : null,
    ad.mobile ? t('detail.mobile') : null,
    ad.songsAvailable ? t('detail.songsAvailable') : null,
  ].filter(Boolean);
  return (
    <DetailAside title={t('detail.facts')} titleId="contactad-facts">
      <FactList>
        <Fact label={t('detail.searchType')}>{searchTypeLabel(t, ad.searchType)}</Fact>
        {ad.instrumentsOffered.length > 0 ? (
          <Fact label={t('detail.plays')}>{instrumentList(ad.instrumentsOffered, language)}</Fact>
        ) : null}
        {ad.instrumentsSearched.length > 0 ? (
          <Fact label={t('detail.seeks')}>{instrumentList(ad.instrumentsSearched, language)}</Fact>
        ) : null}
        {ad.genres.length > 0 ? (
          <Fact label={t('detail.genres')}>{genreList(ad.genres, language)}</Fact>
        ) : null}
        <Fact label={t('detail.ambition')}>{ambitionLabels(t, ad.ambition).join(', ')}</Fact>
        <Fact label={t('detail.skill')}>
          {ad.skill ? skillLabels(t, ad.skill).join(', ') : t('detail.skillAny')}
        </Fact>
        {ad.bandType !== null ? (
          <Fact label={t('detail.bandType')}>{bandTypeLabel(t, ad.bandType)}</Fact>
        ) : null}
        <Fact label={t('detail.remote')}>{remoteLabel(t, ad.remote)}</Fact>
        {ad.city ? <Fact label={t('detail.place')}>{ad.city.name}</Fact> : null}
        {extras.length > 0 ? <Fact label={t('detail.extras')}>{extras.join(', ')}</Fact> : null}
        <Fact label={t('detail.published')}>{formatDate(ad.publishedAt)}</Fact>
        <Fact label={t('detail.expires')}>{formatDate(ad.expiresAt)}</Fact>
      </FactList>
    </DetailAside>
  );
}

function PublisherCard({ ad }: { ad: ContactAdDetail }) {
  const { t } = useTranslation('contactads');
  return (
    <DetailSection title={t('detail.publishedBy')} id="contactad-publisher">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <UserAvatar
          name={ad.publisher.name}
          picture={ad.publisher.picture}
          seed={ad.publisher.id}
          size={56}
          shape={ad.publisher.kind === 'user' ? 'circular' : 'rounded'}
          decorative
        />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{ad.publisher.name}</Typography>
          <Link component={RouterLink} to={ad.publisher.resource}>
            {t('detail.toProfile')}
          </Link>
        </Box>
      </Stack>
    </DetailSection>
  );
}

/** The owner's matches of this ad (`GET /api/contactads/{id}/matches`), the first page. */
function AdMatches({ ad }: { ad: ContactAdDetail }) {
  const { t } = useTranslation('contactads');
  const query = useInfiniteQuery(contactAdMatchesQuery(ad.id));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <DetailSection title={t('detail.matches')} id="contactad-matches">
      <CardList aria-labelledby="contactad-matches">
        {items.map((match) => (
          <ContactAdMatchCard
            key={`${match.ad?.id ?? ''}${match.profile?.id ?? ''}`}
            match={match}
            headingComponent="h3"
          />
        ))}
      </CardList>
    </DetailSection>
  );
}
