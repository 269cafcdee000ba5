import type { BookingOffer, OfferFormValues, OfferInput, ScheduleKind } from '@backline/domain';

/**
 * The offer form's values are the domain's offer input (`OfferFormSchema` validates them, as the
 * server does): numbers as numbers, dates as ISO instants. The inputs convert as they change
 * (`form-fields.tsx`); this module only fills and sends them.
 */

/** `2030-06-01T20:00` in the browser's time zone (what `datetime-local` inputs hold). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant (the browser's zone); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A date row the form adds: no date yet (the schema calls it required), one slot. */
export const newOfferDate = (): OfferFormValues['dates'][number] => ({ startsAt: '', slots: 1 });

export const emptyOfferForm = (): OfferFormValues => ({
  publisherPageId: null,
  title: '',
  performanceType: 'live',
  privateEvent: false,
  venue: { kind: 'virtual' },
  schedule: 'single',
  dates: [newOfferDate()],
  undatedSlots: null,
  durationMinutes: 60,
  pay: { kind: 'negotiable', amountCents: null },
  backline: '',
  conditions: '',
  description: '',
  wantedGenres: [],
  excludedGenres: [],
  wantedCultures: [],
  excludedCultures: [],
  soughtForms: [],
  localActsPreferred: false,
  premium: false,
  applyTextRequired: false,
  voting: false,
  applyUntil: null,
});

export function offerFormOf(offer: BookingOffer): OfferFormValues {
  const dated = offer.dates.filter((date) => date.startsAt !== null);
  return {
    publisherPageId: null,
    title: offer.title,
    performanceType: offer.performanceType,
    privateEvent: offer.privateEvent,
    venue:
      offer.virtual || !offer.venue
        ? { kind: 'virtual' }
        : { kind: 'page', pageId: offer.venue.id },
    schedule: offer.schedule,
    dates: dated.map((date) => ({ id: date.id, startsAt: date.startsAt!, slots: date.slots })),
    undatedSlots:
      offer.schedule === 'none'
        ? (offer.dates.find((date) => date.startsAt === null)?.slots ?? 1)
        : null,
    durationMinutes: offer.durationMinutes,
    pay: { kind: offer.pay.kind, amountCents: offer.pay.amountCents ?? null },
    backline: offer.backline ?? '',
    conditions: offer.conditions ?? '',
    description: offer.description ?? '',
    wantedGenres: offer.wantedGenres as OfferFormValues['wantedGenres'],
    excludedGenres: offer.excludedGenres as OfferFormValues['excludedGenres'],
    wantedCultures: offer.wantedCultures,
    excludedCultures: offer.excludedCultures,
    soughtForms: offer.soughtForms as OfferFormValues['soughtForms'],
    localActsPreferred: offer.localActsPreferred,
    premium: offer.premium,
    applyTextRequired: offer.applyTextRequired,
    voting: offer.voting,
    applyUntil: offer.applyUntil,
  };
}

/** The dates and slots a schedule keeps when the form switches to it. */
export function datesForSchedule(
  values: Pick<OfferFormValues, 'dates' | 'undatedSlots'>,
  schedule: ScheduleKind,
): Pick<OfferFormValues, 'dates' | 'undatedSlots'> {
  if (schedule === 'none') return { dates: [], undatedSlots: values.undatedSlots ?? 1 };
  const dates = values.dates.length > 0 ? values.dates : [newOfferDate()];
  return { dates: schedule === 'single' ? dates.slice(0, 1) : dates, undatedSlots: null };
}

/**
 * What the server receives for valid values: empty texts as none, an amount only for pay and
 * cost; and the page it is published as, which is the request's acting page.
 */
export function offerRequestOf(values: OfferFormValues & OfferInput): {
  input: OfferInput;
  publisherPageId: string | null;
} {
  const { publisherPageId, ...input } = values;
  return {
    publisherPageId: publisherPageId ?? null,
    input: {
      ...input,
      undatedSlots: input.schedule === 'none' ? input.undatedSlots : null,
      pay: {
        kind: input.pay.kind,
        amountCents:
          input.pay.kind === 'pay' || input.pay.kind === 'cost'
            ? (input.pay.amountCents ?? null)
            : null,
      },
      backline: input.backline || null,
      conditions: input.conditions || null,
      description: input.description || null,
      applyUntil: input.applyUntil ?? null,
    },
  };
}
