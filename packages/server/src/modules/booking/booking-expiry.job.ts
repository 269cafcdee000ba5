import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';

/** The pg-boss queue of the booking expiry and rating reminders. */
export const BOOKING_EXPIRY_QUEUE = 'booking-expiry';

/**
 * Published offers past their end become over (spec section 4: "expires automatically at an end
 * date"), and each side of a gig it has not rated is reminded once. Both idempotent: the service
 * re-checks each offer under its lock, and a reminder is claimed before it is sent.
 */
export const bookingExpiryJob = (
  expireDue: () => Promise<number>,
  remindDue: () => Promise<number>,
  cron: string,
): ScheduledJob => ({
  queue: BOOKING_EXPIRY_QUEUE,
  cron,
  run: async () => ({ expired: await expireDue(), reminded: await remindDue() }),
  describe: (result) =>
    result['expired'] || result['reminded']
      ? `booking: ${result['expired']} offer(s) over, ${result['reminded']} rating reminder(s)`
      : null,
});
