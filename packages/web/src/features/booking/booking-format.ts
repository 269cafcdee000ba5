import type { OfferPay } from '@backline/domain';
import { formatNumber } from '../../lib/format.ts';

/** Whole euros without cents, cents when there are some: "250 €", "12,50 €". */
export const formatEuros = (cents: number): string =>
  formatNumber(cents / 100, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

/** The pay as the list and the detail show it (key and amount for the translator). */
export const payText = (pay: OfferPay): { key: `pay.${OfferPay['kind']}`; amount: string } => ({
  key: `pay.${pay.kind}`,
  amount: pay.amountCents ? formatEuros(pay.amountCents) : '',
});
