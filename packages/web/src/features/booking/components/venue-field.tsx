import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { AppError, type VenueSearchResult } from '@backline/domain';
import { lazy, Suspense, useState, type Ref } from 'react';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTranslation } from 'react-i18next';
import { venueSearchQuery } from '../api/booking-api.ts';

/** The stub form (with the city search) loads only when someone adds a venue. */
const VenueStubForm = lazy(() =>
  import('./venue-stub-form.tsx').then((module) => ({ default: module.VenueStubForm })),
);

export type VenueChoice = { id: string; name: string };

export type VenueFieldProps = {
  /** The chosen venue page's id; '' for none (online, or not chosen yet). */
  value: string;
  /**
   * What no venue page means: online (a stream may be), or still to be chosen (a live gig needs
   * a venue, `booking.venue_required`).
   */
  none: 'online' | 'choose';
  /** Venues to offer at once: the user's own venue pages and the offer's current venue. */
  known: readonly VenueChoice[];
  /** The venue can no longer change (applications exist). */
  disabled: boolean;
  /** The form's error about the venue, in the user's language. */
  errorText?: string;
  /** The offer was sent while a new venue was not saved yet: the stub form says so. */
  stubUnsaved: boolean;
  onChange: (venuePageId: string) => void;
  /** The venue select, which the form focuses when the venue is at fault. */
  inputRef?: Ref<HTMLSelectElement>;
  /** A venue stub is open and not saved yet: the offer must not be saved (spec section 5). */
  onStubOpenChange: (open: boolean) => void;
};

const MIN_QUERY = 2;

/**
 * Where the gig takes place: online (or not chosen yet), one of the user's venue pages, any venue or organization on
 * Backline (searched by name), or a new venue entered here as a stub that is saved as a page
 * before the offer.
 */
export function VenueField({
  value,
  none,
  known,
  disabled,
  errorText,
  stubUnsaved,
  onChange,
  inputRef,
  onStubOpenChange,
}: VenueFieldProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const [found, setFound] = useState<VenueChoice[]>([]);
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input.trim());
  const [stubOpen, setStubOpen] = useState(false);
  const enabled = debounced.length >= MIN_QUERY;
  const search = useQuery({ ...venueSearchQuery(debounced), enabled });

  const choices = [...known, ...found.filter((venue) => !known.some((k) => k.id === venue.id))];
  const choose = (venue: VenueChoice) => {
    setFound((current) =>
      current.some((item) => item.id === venue.id) ? current : [...current, venue],
    );
    onChange(venue.id);
  };
  const openStub = (open: boolean) => {
    setStubOpen(open);
    onStubOpenChange(open);
  };
  const failure = search.isError
    ? search.error instanceof AppError
      ? search.error
      : new AppError('client.error_occurred')
    : null;
  const emptyText =
    input.trim().length < MIN_QUERY
      ? t('form.venueTyping')
      : failure
        ? t(`errors:${failure.code}`, failure.params ?? {})
        : search.isFetching || !enabled
          ? undefined
          : t('form.venueNone');
  const venueLabel = (venue: VenueSearchResult) =>
    venue.city ? `${venue.name} (${venue.city.name})` : venue.name;

  return (
    <Box>
      <SelectField
        label={t('form.venue')}
        name="venue"
        value={value}
        disabled={disabled}
        options={[
          { value: '', label: none === 'online' ? t('form.virtual') : t('form.chooseVenue') },
          ...choices.map((venue) => ({ value: venue.id, label: venue.name })),
        ]}
        onChange={onChange}
        inputRef={inputRef}
        error={Boolean(errorText)}
        helperText={errorText ?? (disabled ? undefined : t('form.venueHint'))}
      />
      {disabled ? null : (
        <>
          <ComboBox
            id="offer-venue-search"
            label={t('form.findVenue')}
            inputValue={input}
            onInputChange={setInput}
            options={enabled ? (search.data ?? []) : []}
            optionKey={(venue) => venue.id}
            optionLabel={venueLabel}
            onPick={(venue) => {
              choose({ id: venue.id, name: venue.name });
              setInput('');
            }}
            emptyText={emptyText}
          />
          {stubOpen ? (
            <Suspense fallback={<CardSkeletons count={1} />}>
              <VenueStubForm
                unsaved={stubUnsaved}
                onSaved={(venue) => {
                  choose(venue);
                  openStub(false);
                }}
                onDiscard={() => openStub(false)}
              />
            </Suspense>
          ) : (
            <Button onClick={() => openStub(true)} sx={{ mt: 0.5 }}>
              {t('form.newVenue')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
