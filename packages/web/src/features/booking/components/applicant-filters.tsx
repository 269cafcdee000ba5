import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  GENRES,
  type ApplicantListKey,
  type ApplicantListQuery,
  type ApplicationStatus,
  type BookingOffer,
} from '@backline/domain';
import { useId, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import type { FilterCity } from './gig-list-screen.tsx';

const DISTANCES = ['', '10', '25', '50', '100', '250', '500'] as const;

/** The filter changes of one interaction (null removes a filter). */
export type ApplicantFilterChanges = Partial<Record<ApplicantListKey | 'cityName', string | null>>;

export type RenderCityPicker = (props: {
  label: string;
  city: FilterCity | null;
  onChange: (city: FilterCity | null) => void;
}) => ReactNode;

export type ApplicantFiltersProps = {
  offer: BookingOffer;
  query: ApplicantListQuery;
  /** The chosen city's name, kept in the address beside its id for display. */
  cityName: string | null;
  onChange: (changes: ApplicantFilterChanges) => void;
  onReset: () => void;
  /** The city picker for distances from a city (composed by the route: it loads lazily). */
  renderCityPicker?: RenderCityPicker;
};

/**
 * The applicant list's filters (status, date, genre, distance, media) and sort, all in the
 * address. Distances are measured from the venue's city; an online offer (or a venue without a
 * city) measures from a city chosen here.
 */
export function ApplicantFilters({
  offer,
  query,
  cityName,
  onChange,
  onReset,
  renderCityPicker,
}: ApplicantFiltersProps) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const statusLabelId = useId();
  const language = currentLanguage();
  const statuses = new Set((query.status ?? '').split(',').filter(Boolean));
  const toggleStatus = (status: ApplicationStatus) => {
    const next = new Set(statuses);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    onChange({ status: APPLICATION_STATUSES.filter((each) => next.has(each)).join(',') || null });
  };
  const venueCity = offer.virtual ? null : (offer.venue?.city ?? null);
  const needsCity = venueCity === null;
  const genreOptions = [...GENRES]
    .map((genre) => ({ value: genre.id as string, label: genre[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const media = query.media === '1';

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="filters">
      <Typography id="filters" component="h3" variant="h3" gutterBottom>
        {t('applicantList.filtersTitle')}
      </Typography>
      <Typography id={statusLabelId} variant="body2" sx={{ mb: 0.5 }}>
        {t('applicantList.status')}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={statusLabelId}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        {APPLICATION_STATUSES.map((status) => {
          const on = statuses.has(status);
          return (
            <Chip
              key={status}
              label={t(`applicantList.statusLabel.${status}`)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggleStatus(status)}
            />
          );
        })}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        <SelectField
          label={t('applicantList.date')}
          name="date"
          value={query.date ?? ''}
          options={[
            { value: '', label: t('applicantList.anyDate') },
            ...offer.dates.map((date) => ({
              value: date.id,
              label: date.startsAt ? formatDateTime(date.startsAt) : t('booking:noDate'),
            })),
          ]}
          onChange={(value) => onChange({ date: value || null })}
        />
        <SelectField
          label={t('applicantList.genre')}
          name="genre"
          value={query.genre?.split(',')[0] ?? ''}
          options={[{ value: '', label: t('applicantList.anyGenre') }, ...genreOptions]}
          onChange={(value) => onChange({ genre: value || null })}
        />
        <SelectField
          label={t('applicantList.sort')}
          name="sort"
          value={query.sort ?? 'newest'}
          options={APPLICANT_SORTS.map((sort) => ({
            value: sort,
            label: t(
              sort === 'pay'
                ? 'applicantList.sortPay'
                : sort === 'rating'
                  ? 'applicantList.sortRating'
                  : 'applicantList.sortNewest',
            ),
          }))}
          onChange={(value) => onChange({ sort: value === 'newest' ? null : value })}
        />
        {needsCity
          ? renderCityPicker?.({
              label: t('applicantList.city'),
              city:
                query.city && cityName
                  ? { id: Number(query.city), name: cityName, country: 'DE' }
                  : null,
              onChange: (city) =>
                onChange({
                  city: city ? String(city.id) : null,
                  cityName: city?.name ?? null,
                  km: city ? (query.km ?? '50') : null,
                }),
            })
          : null}
        <SelectField
          label={t('applicantList.distance')}
          name="km"
          value={query.km ?? ''}
          disabled={needsCity && !query.city}
          helperText={
            needsCity ? undefined : t('applicantList.distanceFromVenue', { city: venueCity })
          }
          options={DISTANCES.map((km) => ({
            value: km,
            label: km ? t('booking:km', { km }) : t('applicantList.anyDistance'),
          }))}
          onChange={(value) => onChange({ km: value || null })}
        />
      </Box>
      {needsCity && !query.city ? (
        // Beside the field, not its helper text: a disabled field greys its helper text out.
        <Typography variant="body2" color="text.secondary">
          {t('applicantList.distanceFromCity')}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <Chip
          label={t('applicantList.media')}
          color={media ? 'primary' : 'default'}
          variant={media ? 'filled' : 'outlined'}
          aria-pressed={media}
          onClick={() => onChange({ media: media ? null : '1' })}
        />
        <Button size="small" onClick={onReset}>
          {t('applicantList.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}
