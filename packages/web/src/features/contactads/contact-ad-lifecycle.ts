import { CONTACT_AD_REMINDER_DAYS, type ContactAdStatus } from '@backline/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the owner may renew an ad now: once it expired, or within the reminder's days before
 * it expires (the reminder mail invites to renew then). The server decides again
 * (`contactads.not_renewable`).
 */
export function canRenew(
  ad: { status: ContactAdStatus; expiresAt: string },
  now: Date = new Date(),
): boolean {
  if (ad.status === 'expired') return true;
  const left = new Date(ad.expiresAt).getTime() - now.getTime();
  return Number.isFinite(left) && left <= CONTACT_AD_REMINDER_DAYS * DAY_MS;
}
