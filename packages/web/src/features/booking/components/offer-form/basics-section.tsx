import { PERFORMANCE_TYPES, performanceNeedsVenue } from '@backline/domain';
import { useEffect, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { FormCheckbox, FormSelectField } from '../form-fields.tsx';
import { VenueField, type VenueChoice } from '../venue-field.tsx';
import { OfferFormSection, type OfferFormApi } from './offer-form-section.tsx';

export type BasicsSectionProps = {
  form: OfferFormApi;
  /** Who may publish a new offer: the user and the pages they act for. Absent when editing. */
  publishAs?: { userName: string; pages: { id: string; name: string }[] };
  venues: VenueChoice[];
  locked: ReadonlySet<string>;
  onStubOpenChange: (open: boolean) => void;
};

/** Who publishes, the title, the kind of performance and where it takes place. */
export function BasicsSection({
  form,
  publishAs,
  venues,
  locked,
  onStubOpenChange,
}: BasicsSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = form;
  return (
    <OfferFormSection title={t('form.basicsTitle')}>
      {publishAs ? (
        <FormSelectField
          control={control}
          name="publisherPageId"
          label={t('form.publishAs')}
          options={[
            { value: '', label: t('form.asMyself', { name: publishAs.userName }) },
            ...publishAs.pages.map((page) => ({ value: page.id, label: page.name })),
          ]}
          toValue={(stored) => (typeof stored === 'string' ? stored : '')}
          fromValue={(value) => value || null}
        />
      ) : null}
      <FormTextField
        control={control}
        name="title"
        label={t('form.title')}
        required
        margin="dense"
      />
      <FormSelectField
        control={control}
        name="performanceType"
        label={t('form.performanceType')}
        disabled={locked.has('performanceType')}
        options={PERFORMANCE_TYPES.map((type) => ({
          value: type,
          label: t(`performance.${type}`),
        }))}
      />
      <OfferVenue
        form={form}
        known={venues}
        disabled={locked.has('venue')}
        onStubOpenChange={onStubOpenChange}
      />
      <FormCheckbox control={control} name="privateEvent" label={t('form.privateEvent')} />
    </OfferFormSection>
  );
}

/**
 * The venue: a page on Backline (its id in the form) or none; a new one is saved first. None is
 * online for a stream, session or other, and a venue still to choose for a live or hybrid gig.
 */
function OfferVenue({
  form,
  known,
  disabled,
  onStubOpenChange,
}: {
  form: OfferFormApi;
  known: VenueChoice[];
  disabled: boolean;
  onStubOpenChange: (open: boolean) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name: 'venue' });
  const performanceType = useWatch({ control: form.control, name: 'performanceType' });
  const errorText = useFieldErrorText()(fieldState.error);
  const venueMissing = fieldState.error?.message === 'booking.venue_required';
  // A stream needs no venue: a shown "needs a venue" is checked again when the type changes.
  const checkedType = useRef(performanceType);
  useEffect(() => {
    if (checkedType.current === performanceType) return;
    checkedType.current = performanceType;
    if (venueMissing) void form.trigger('venue');
  }, [performanceType, venueMissing, form]);
  const venue = field.value;
  return (
    <VenueField
      value={venue.kind === 'page' ? venue.pageId : ''}
      none={performanceNeedsVenue(performanceType) ? 'choose' : 'online'}
      known={known}
      disabled={disabled}
      errorText={errorText}
      stubUnsaved={fieldState.error?.message === 'booking.stub_needs_saving'}
      onChange={(pageId) => field.onChange(pageId ? { kind: 'page', pageId } : { kind: 'virtual' })}
      inputRef={field.ref}
      onStubOpenChange={(open) => {
        onStubOpenChange(open);
        // Saving or discarding the new venue settles its complaint.
        if (!open && fieldState.error?.message === 'booking.stub_needs_saving') {
          form.clearErrors('venue');
        }
      }}
    />
  );
}
