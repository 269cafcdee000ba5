import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import type { BookingOfferSummary } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { myOffersQuery } from '../api/booking-api.ts';
import { gigPlace, OfferLeading } from './gig-card.tsx';
import { ListPager } from './list-pager.tsx';

/** `/booking/myoffers`: the caller's offers in every status, with their applicants. */
export function MyOffersScreen() {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const [page, setPage] = useState(1);
  const query = useQuery(myOffersQuery(page));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t('mine.offersTitle')}
        subtitle={t('mine.offersIntro')}
        actions={
          <>
            <Button component={RouterLink} to="/booking/dates?view=offerer" size="small">
              {t('overview.link')}
            </Button>
            <Button
              component={RouterLink}
              to="/booking/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('booking:create')}
            </Button>
          </>
        }
      />
      <QueryView
        query={query}
        loading={<CardSkeletons leading="date" />}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <EmptyState
            title={t('mine.offersEmpty')}
            text={t('mine.offersEmptyText')}
            action={
              <Button component={RouterLink} to="/booking/create" variant="contained">
                {t('booking:create')}
              </Button>
            }
          />
        }
      >
        {(answer) => (
          <CardList aria-label={t('mine.offersTitle')}>
            {answer.items.map((offer) => (
              <MyOfferCard key={offer.id} offer={offer} />
            ))}
          </CardList>
        )}
      </QueryView>
      <ListPager page={page} pages={pages} onPage={setPage} />
    </Box>
  );
}

function MyOfferCard({ offer }: { offer: BookingOfferSummary }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  return (
    <EntityCard
      to={offer.resource}
      title={offer.title}
      leading={<OfferLeading offer={offer} />}
      meta={[
        gigPlace(offer, t('booking:virtual')),
        offer.firstStartsAt ? null : t('booking:noDate'),
      ]
        .filter(Boolean)
        .join(' · ')}
      badges={
        <Badge tone={offer.status === 'open' ? 'success' : 'neutral'}>
          {t(`booking:status.${offer.status}`)}
        </Badge>
      }
      facts={
        // Its own link above the card's: the applicant desk of this offer.
        <Link
          component={RouterLink}
          to={`/booking/${offer.id}/applicants`}
          sx={{ fontWeight: 600 }}
        >
          {t('mine.manage')} ({t('mine.applications', { count: offer.applicationCount ?? 0 })})
        </Link>
      }
    />
  );
}
