import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueFactsPath, type VenueFactsheet } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DetailAside, Fact, FactList } from '../../../components/ui/detail-layout.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { factsheetQuery } from '../api/venues-api.ts';

/** The facts that were given, in the order a band reads them before a gig. */
function FactsheetFacts({ facts }: { facts: VenueFactsheet }) {
  const { t } = useTranslation('venues');
  const text = (label: string, value: string | null) =>
    value ? <Fact label={t(label as 'facts.stage')}>{value}</Fact> : null;
  return (
    <FactList>
      {facts.capacity ? (
        <Fact label={t('facts.capacity')}>
          {t('facts.capacityValue', { count: facts.capacity })}
        </Fact>
      ) : null}
      {text('facts.stage', facts.stage)}
      {text('facts.pa', facts.pa)}
      {text('facts.foh', facts.foh)}
      <Fact label={t('facts.backline')}>
        {[t(`facts.backlineKinds.${facts.backline}`), facts.backlineDetails]
          .filter(Boolean)
          .join(': ')}
      </Fact>
      <Fact label={t('facts.rental')}>{t(`facts.rentalKinds.${facts.rental}`)}</Fact>
      <Fact label={t('facts.newcomerFriendly')}>
        {facts.newcomerFriendly ? t('facts.yes') : t('facts.no')}
      </Fact>
      {text('facts.loadIn', facts.loadIn)}
      {text('facts.parking', facts.parking)}
      <Fact label={t('facts.sleeping')}>{t(`facts.sleepingKinds.${facts.sleeping}`)}</Fact>
      {text('facts.catering', facts.catering)}
      {facts.bookingContact ? (
        <Fact label={t('facts.contact')}>
          {[facts.bookingContact.name, facts.bookingContact.phone].filter(Boolean).join(' · ')}
          {facts.bookingContact.email ? (
            <>
              {facts.bookingContact.name || facts.bookingContact.phone ? <br /> : null}
              <Link href={`mailto:${facts.bookingContact.email}`}>
                {facts.bookingContact.email}
              </Link>
            </>
          ) : null}
        </Fact>
      ) : null}
    </FactList>
  );
}

/**
 * The factsheet card of a live location's page (issue 17 item 3): what was filled in, or an
 * empty state; "Factsheet bearbeiten" for the page's owner and admins.
 */
export function VenueFactsheetCard({ pageId }: { pageId: string }) {
  const { t } = useTranslation('venues');
  const query = useQuery(factsheetQuery(pageId));
  if (query.isPending) return <CardSkeletons count={1} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const facts = query.data;
  const edit = facts.canEdit ? (
    <Button component={RouterLink} to={venueFactsPath(pageId)} variant="outlined" sx={{ mt: 2 }}>
      {facts.updatedAt ? t('facts.edit') : t('facts.fill')}
    </Button>
  ) : null;
  return (
    <DetailAside title={t('facts.title')} titleId={`factsheet-${pageId}`}>
      {facts.updatedAt ? (
        <>
          <FactsheetFacts facts={facts} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('facts.updated', { date: formatDate(facts.updatedAt) })}
          </Typography>
        </>
      ) : (
        <EmptyState headingComponent="h3" title={t('facts.empty')} text={t('facts.emptyText')} />
      )}
      {edit}
    </DetailAside>
  );
}
