import { PAY_KINDS_WITH_AMOUNT, type PayKind } from './booking.constants.ts';

/**
 * A euro amount as a person types it into a form (`12`, `12,50`, `12.5`; German or English
 * decimal mark, at most two decimals) in cents. Null when nothing is entered; NaN when the text is
 * no amount (the schema then names the field). The offer form (pay and cost) and the application
 * (expected pay) read their amounts with it.
 */
export function euroTextToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** The amount an offer stores for its pay: only pay and cost have one (spec section 4). */
export const amountOfPay = (pay: { kind: PayKind; amountCents?: number | null }): number | null =>
  PAY_KINDS_WITH_AMOUNT.includes(pay.kind) ? (pay.amountCents ?? null) : null;
