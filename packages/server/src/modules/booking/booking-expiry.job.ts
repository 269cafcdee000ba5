import type { ScheduledJob } from '../../platform/jobs/scheduled-jobs.ts';

/** The pg-boss queue of the booking expiry. */
export const BOOKING_EXPIRY_QUEUE = 'booking-expiry';

/**
 * Published offers past their end become over (spec section 4: "expires automatically at an end
 * date"). Idempotent: the service re-checks each offer under its lock.
 */
export const bookingExpiryJob = (expireDue: () => Promise<number>, cron: string): ScheduledJob => ({
  queue: BOOKING_EXPIRY_QUEUE,
  cron,
  run: async () => ({ expired: await expireDue() }),
  describe: (result) =>
    result['expired'] ? `booking expiry: ${result['expired']} offer(s) over` : null,
});
