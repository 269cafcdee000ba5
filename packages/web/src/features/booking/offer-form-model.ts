import type {
  ArtistForm,
  BookingCulture,
  BookingOffer,
  GenreId,
  OfferInput,
  PayKind,
  PerformanceType,
} from '@backline/domain';

/** The offer form as typed: numbers and dates as the inputs hold them (strings). */
export type OfferFormDate = { id: string | null; startsAt: string; slots: string };
export type OfferFormState = {
  title: string;
  performanceType: PerformanceType;
  privateEvent: boolean;
  /** A venue page id, or '' for an online performance. */
  venuePageId: string;
  schedule: OfferInput['schedule'];
  dates: OfferFormDate[];
  undatedSlots: string;
  durationMinutes: string;
  payKind: PayKind;
  amount: string;
  backline: string;
  conditions: string;
  description: string;
  wantedGenres: GenreId[];
  excludedGenres: GenreId[];
  wantedCultures: BookingCulture[];
  excludedCultures: BookingCulture[];
  soughtForms: ArtistForm[];
  localActsPreferred: boolean;
  premium: boolean;
  applyTextRequired: boolean;
  voting: boolean;
  applyUntil: string;
};

/** `2030-06-01T20:00` in the browser's time zone (what `datetime-local` inputs hold). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant (the browser's zone); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const emptyOfferForm = (): OfferFormState => ({
  title: '',
  performanceType: 'live',
  privateEvent: false,
  venuePageId: '',
  schedule: 'single',
  dates: [{ id: null, startsAt: '', slots: '1' }],
  undatedSlots: '1',
  durationMinutes: '60',
  payKind: 'negotiable',
  amount: '',
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
  applyUntil: '',
});

export function offerFormOf(offer: BookingOffer): OfferFormState {
  const dated = offer.dates.filter((date) => date.startsAt !== null);
  return {
    title: offer.title,
    performanceType: offer.performanceType,
    privateEvent: offer.privateEvent,
    venuePageId: offer.virtual ? '' : (offer.venue?.id ?? ''),
    schedule: offer.schedule,
    dates: dated.map((date) => ({
      id: date.id,
      startsAt: toLocalInput(date.startsAt!),
      slots: String(date.slots),
    })),
    undatedSlots: String(offer.dates.find((date) => date.startsAt === null)?.slots ?? 1),
    durationMinutes: String(offer.durationMinutes),
    payKind: offer.pay.kind,
    amount: offer.pay.amountCents ? String(offer.pay.amountCents / 100) : '',
    backline: offer.backline ?? '',
    conditions: offer.conditions ?? '',
    description: offer.description ?? '',
    wantedGenres: offer.wantedGenres as GenreId[],
    excludedGenres: offer.excludedGenres as GenreId[],
    wantedCultures: offer.wantedCultures,
    excludedCultures: offer.excludedCultures,
    soughtForms: offer.soughtForms as ArtistForm[],
    localActsPreferred: offer.localActsPreferred,
    premium: offer.premium,
    applyTextRequired: offer.applyTextRequired,
    voting: offer.voting,
    applyUntil: offer.applyUntil ? toLocalInput(offer.applyUntil) : '',
  };
}

const wholeNumber = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value) : NaN);

/**
 * What the server receives. Unparseable numbers go as NaN-free invalid values (the server's
 * schema names the field), an empty amount as none (the rule 'An amount for pay must be
 * entered' answers on the field).
 */
export function offerInputOf(form: OfferFormState): OfferInput {
  const amount = form.amount.trim()
    ? Math.round(Number(form.amount.replace(',', '.')) * 100)
    : null;
  const dates =
    form.schedule === 'none'
      ? []
      : (form.schedule === 'single' ? form.dates.slice(0, 1) : form.dates).map((date) => ({
          ...(date.id ? { id: date.id } : {}),
          startsAt: fromLocalInput(date.startsAt) ?? date.startsAt,
          slots: wholeNumber(date.slots),
        }));
  return {
    title: form.title,
    performanceType: form.performanceType,
    privateEvent: form.privateEvent,
    venue: form.venuePageId ? { kind: 'page', pageId: form.venuePageId } : { kind: 'virtual' },
    schedule: form.schedule,
    dates,
    undatedSlots: form.schedule === 'none' ? wholeNumber(form.undatedSlots) : null,
    durationMinutes: wholeNumber(form.durationMinutes),
    pay: {
      kind: form.payKind,
      amountCents: form.payKind === 'pay' || form.payKind === 'cost' ? amount : null,
    },
    backline: form.backline || null,
    conditions: form.conditions || null,
    description: form.description || null,
    wantedGenres: form.wantedGenres,
    excludedGenres: form.excludedGenres,
    wantedCultures: form.wantedCultures,
    excludedCultures: form.excludedCultures,
    soughtForms: form.soughtForms,
    localActsPreferred: form.localActsPreferred,
    premium: form.premium,
    applyTextRequired: form.applyTextRequired,
    voting: form.voting,
    applyUntil: fromLocalInput(form.applyUntil),
  };
}
