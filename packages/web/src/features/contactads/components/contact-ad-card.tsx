import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactAdSummary } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ambitionLabels, genreList, instrumentList, searchTypeLabel } from '../contact-ad-words.ts';

const STATUS_TONES: Record<ContactAdSummary['status'], BadgeTone> = {
  active: 'success',
  paused: 'warning',
  expired: 'neutral',
};

/** The line under an own ad's badges: until when it runs, or since when it is expired. */
export function useExpiryText(ad: Pick<ContactAdSummary, 'status' | 'expiresAt'>): string {
  const { t } = useTranslation('contactads');
  const date = formatDate(ad.expiresAt);
  if (ad.status === 'expired') return t('card.expiredOn', { date });
  if (ad.status === 'paused') return t('card.pausedUntil', { date });
  return t('card.expiresOn', { date });
}

/**
 * One contact ad in a list: the publisher's picture, the title, the search type as a chip, who
 * publishes it and where (with the distance from the filter's city), what they play and seek,
 * genres, remote and ambition. `showStatus` (my ads) adds the status and the expiry date;
 * `action` (the route or my ads) sits beside.
 */
export function ContactAdCard({
  ad,
  showStatus = false,
  action,
  headingComponent,
}: {
  ad: ContactAdSummary;
  showStatus?: boolean;
  action?: ReactNode;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('contactads');
  const language = currentLanguage();
  const expiry = useExpiryText(ad);
  const place = [
    ad.publisher.name,
    ad.city?.name ?? null,
    ad.distanceKm !== null ? t('card.distance', { km: Math.round(ad.distanceKm) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const badges = [
    <Badge key="type" tone="primary">
      {searchTypeLabel(t, ad.searchType)}
    </Badge>,
    ad.remote > 0 ? (
      <Badge key="remote" tone="neutral">
        {t('card.remote')}
      </Badge>
    ) : null,
    ...ambitionLabels(t, ad.ambition).map((label) => (
      <Badge key={`ambition-${label}`} tone="neutral">
        {label}
      </Badge>
    )),
    showStatus ? (
      <Badge key="status" tone={STATUS_TONES[ad.status]}>
        {t(`status.${ad.status}`)}
      </Badge>
    ) : ad.mine ? (
      <Badge key="mine" tone="primary">
        {t('card.mine')}
      </Badge>
    ) : null,
  ].filter(Boolean);
  const lines = [
    ad.instrumentsOffered.length > 0
      ? t('card.plays', { list: instrumentList(ad.instrumentsOffered, language) })
      : null,
    ad.instrumentsSearched.length > 0
      ? t('card.seeks', { list: instrumentList(ad.instrumentsSearched, language) })
      : null,
    ad.genres.length > 0 ? genreList(ad.genres, language) : null,
  ].filter((line): line is string => line !== null);
  return (
    <EntityCard
      to={ad.resource}
      title={ad.title}
      {...(headingComponent ? { headingComponent } : {})}
      leading={
        <UserAvatar
          name={ad.publisher.name}
          picture={ad.picture ?? ad.publisher.picture}
          seed={ad.publisher.id}
          size={56}
          shape={ad.publisher.kind === 'user' ? 'circular' : 'rounded'}
          decorative
        />
      }
      meta={place}
      badges={badges}
      facts={
        <Stack sx={{ gap: 0.25 }}>
          {lines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          {showStatus ? (
            <Typography variant="body2" color="text.secondary">
              {expiry}
            </Typography>
          ) : null}
        </Stack>
      }
      action={action}
    />
  );
}
