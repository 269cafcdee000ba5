import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { applicantQueryOf, type Applicant, type BookingOffer } from '@backline/domain';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../../components/ui/skeletons.tsx';
import { applicantSearchOf, applicantsQuery } from '../../api/booking-api.ts';
import {
  ApplicantFilters,
  type ApplicantFilterChanges,
  type RenderCityPicker,
} from '../applicant-filters.tsx';
import { BulkResults, type BulkOutcome } from '../bulk-action-bar.tsx';
import { ApplicantResults } from './applicant-results.tsx';

/**
 * The offer's applicants: filtered, sorted and paged on the server (the filters live in the
 * address), with a selection for decisions on several at once.
 */
export function ApplicantSection({
  offer,
  renderCityPicker,
  refresh,
  messageAction,
}: {
  offer: BookingOffer;
  renderCityPicker?: RenderCityPicker;
  refresh: () => Promise<void>;
  messageAction?: (application: Applicant) => ReactNode;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const [params, setParams] = useSearchParams();
  const query = applicantQueryOf(Object.fromEntries(params));
  const search = applicantSearchOf(query);
  const applicants = useQuery(applicantsQuery(offer.id, search));
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // The selection belongs to one list: another filter or page starts a new one.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search,
    ids: new Set(),
  });
  const selectedIds = selection.search === search ? selection.ids : new Set<string>();

  /** Changes filters and goes back to the first page. */
  const update = (changes: ApplicantFilterChanges & { page?: string | null }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ search, ids: next });
  };
  const reset = () => setParams(new URLSearchParams());

  return (
    <Box component="section" aria-labelledby="applicants-title">
      <SectionHeader id="applicants-title" title={t('manage.title')} />
      <ApplicantFilters
        offer={offer}
        query={query}
        cityName={params.get('cityName')}
        onChange={update}
        onReset={reset}
        renderCityPicker={renderCityPicker}
      />

      {outcome ? <BulkResults outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {applicants.isError ? (
        <ErrorState
          error={applicants.error}
          onRetry={() => void applicants.refetch()}
          retrying={applicants.isFetching}
        />
      ) : null}
      {applicants.isPending ? <CardSkeletons leading="circle" /> : null}
      {applicants.data ? (
        <ApplicantResults
          offerId={offer.id}
          list={applicants.data}
          filtered={Boolean(search)}
          selectedIds={selectedIds}
          onSelect={select}
          onClearSelection={() => setSelection({ search, ids: new Set() })}
          onBulkDone={async (result) => {
            setOutcome(result);
            setSelection({ search, ids: new Set() });
            await refresh();
          }}
          onReset={reset}
          onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          onChanged={refresh}
          messageAction={messageAction}
        />
      ) : null}
    </Box>
  );
}
