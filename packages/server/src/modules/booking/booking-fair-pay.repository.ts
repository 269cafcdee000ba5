import { sql } from 'drizzle-orm';
import type { FairPayCounts, PageKind } from '@backline/domain';
import type { Database } from '../../db/client.ts';

type FairPayRow = {
  kind: PageKind;
  bookings: number;
  paid_bookings: number;
  median_fee_cents: number | null;
  pay_to_play_bookings: number;
  unpaid_bookings: number;
  answered_applications: number;
  median_answer_seconds: number | null;
  ended_applications: number;
  decided_ended_applications: number;
};

/**
 * The fair-pay counts of one page in one statement (definitions: domain `fair-pay.ts`): the
 * page's kind, and over the applications to its counted offers (published or over, not shadowed,
 * the page publishing or hosting them) the bookings and their pay, the answer times and the
 * decisions on ended offers. Shadowed applications count nowhere: the offerer never saw them.
 * Uses the offers' publisher and venue indexes and the applications' offer index.
 */
export function createBookingFairPayRepository(db: Database) {
  return {
    async countsOf(
      pageId: string,
      now: Date,
    ): Promise<{ kind: PageKind; counts: FairPayCounts } | null> {
      const result = await db.execute<FairPayRow>(sql`
        with offers as (
          select o.id, o.pay_kind, o.pay_amount_cents,
                 (o.phase = 'over' or o.ends_at <= ${now}) as ended
          from booking_offers o
          where o.publisher_page_id = ${pageId} and o.phase in ('published', 'over') and not o.shadowed
          union
          select o.id, o.pay_kind, o.pay_amount_cents,
                 (o.phase = 'over' or o.ends_at <= ${now}) as ended
          from booking_offers o
          where o.venue_page_id = ${pageId} and o.phase in ('published', 'over') and not o.shadowed
        ),
        applications as (
          select a.status, a.applied_at, a.first_decided_at, f.pay_kind, f.pay_amount_cents, f.ended
          from booking_applications a
          join offers f on f.id = a.offer_id
          where not a.shadowed
        ),
        figures as (
          select
            count(*) filter (where status = 'confirmed')::int as bookings,
            count(*) filter (where status = 'confirmed' and pay_kind = 'pay')::int as paid_bookings,
            percentile_cont(0.5) within group (order by pay_amount_cents)
              filter (where status = 'confirmed' and pay_kind = 'pay') as median_fee_cents,
            count(*) filter (where status = 'confirmed' and pay_kind = 'cost')::int
              as pay_to_play_bookings,
            count(*) filter (where status = 'confirmed' and pay_kind = 'none')::int
              as unpaid_bookings,
            count(*) filter (where first_decided_at is not null)::int as answered_applications,
            percentile_cont(0.5) within group (
              order by extract(epoch from first_decided_at - applied_at)
            ) filter (where first_decided_at is not null) as median_answer_seconds,
            count(*) filter (where ended and status <> 'withdrawn')::int as ended_applications,
            count(*) filter (
              where ended and status in ('confirmed', 'rejected', 'cancelled')
            )::int as decided_ended_applications
          from applications
        )
        select p.kind, figures.*
        from pages p cross join figures
        where p.id = ${pageId}`);
      const row = result.rows[0];
      if (!row) return null;
      const number = (value: number | string | null) => (value === null ? null : Number(value));
      return {
        kind: row.kind,
        counts: {
          bookings: row.bookings,
          paidBookings: row.paid_bookings,
          medianFeeCents: number(row.median_fee_cents),
          payToPlayBookings: row.pay_to_play_bookings,
          unpaidBookings: row.unpaid_bookings,
          answeredApplications: row.answered_applications,
          medianAnswerSeconds: number(row.median_answer_seconds),
          endedApplications: row.ended_applications,
          decidedEndedApplications: row.decided_ended_applications,
        },
      };
    },
  };
}
