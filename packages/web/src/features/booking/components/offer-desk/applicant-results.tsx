import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Applicant, ApplicantPage } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ApplicantCard } from '../applicant-card.tsx';
import { BulkActionBar, type BulkOutcome } from '../bulk-action-bar.tsx';
import { ListPager } from '../list-pager.tsx';

export type ApplicantResultsProps = {
  offerId: string;
  /** One page of the filtered applicants. */
  list: ApplicantPage;
  /** Whether a filter is set (an empty list then offers to reset it). */
  filtered: boolean;
  selectedIds: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onClearSelection: () => void;
  onBulkDone: (outcome: BulkOutcome) => Promise<void>;
  onReset: () => void;
  onPage: (page: number) => void;
  /** After a decision on one applicant. */
  onChanged: () => Promise<void>;
  /** A "message" action on each applicant's card (the route composes it). */
  messageAction?: (application: Applicant) => ReactNode;
};

/**
 * A page of applicants: the count, "select the page", the bar of decisions for the selection,
 * the cards (or why there are none) and the pager.
 */
export function ApplicantResults({
  offerId,
  list,
  filtered,
  selectedIds,
  onSelect,
  onClearSelection,
  onBulkDone,
  onReset,
  onPage,
  onChanged,
  messageAction,
}: ApplicantResultsProps) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const items = list.items;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const selected = items.filter((item) => selectedIds.has(item.id));
  const allOnPage = items.length > 0 && selected.length === items.length;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {t('applicantList.results', { count: list.total })}
        </Typography>
        {items.length > 0 ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={allOnPage}
                indeterminate={selected.length > 0 && !allOnPage}
                onChange={(event) =>
                  onSelect(
                    items.map((item) => item.id),
                    event.target.checked,
                  )
                }
              />
            }
            label={t('applicantList.selectPage')}
          />
        ) : null}
      </Stack>
      {selected.length > 0 ? (
        <BulkActionBar
          offerId={offerId}
          selected={selected}
          onClear={onClearSelection}
          onDone={onBulkDone}
        />
      ) : null}
      {list.total === 0 ? (
        filtered ? (
          <EmptyState
            headingComponent="h3"
            title={t('applicantList.none')}
            action={
              <Button variant="outlined" onClick={onReset}>
                {t('applicantList.reset')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingComponent="h3"
            title={t('manage.empty')}
            text={t('manage.emptyText')}
          />
        )
      ) : (
        <CardList aria-labelledby="applicants-title">
          {items.map((application) => (
            <ApplicantCard
              key={application.id}
              application={application}
              selected={selectedIds.has(application.id)}
              onSelect={(on) => onSelect([application.id], on)}
              onChanged={onChanged}
              messageAction={messageAction?.(application)}
            />
          ))}
        </CardList>
      )}
      <ListPager page={list.page} pages={pages} onPage={onPage} />
    </>
  );
}
