import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FairPayFiguresSchema, PageIdParamsSchema } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import type { BookingFairPayService } from './booking-fair-pay.service.ts';
import { TAGS } from './booking.routes.shared.ts';

export type FairPayRoutesOptions = { fairPay: BookingFairPayService };

/** Figures change with bookings, not by the second: visitors' answers may be cached briefly. */
const FAIR_PAY_CACHE = 'public, max-age=300';

/**
 * Fair-pay transparency (issue 17 item 5): a small endpoint of its own, so the page read stays
 * fast and the figures can be cached. Everyone may read it, like the page.
 */
export const fairPayRoutes: FastifyPluginAsyncZod<FairPayRoutesOptions> = async (
  app,
  { fairPay },
) => {
  app.get(
    '/api/pages/:id/fair-pay',
    {
      schema: {
        tags: TAGS,
        summary:
          "A venue's or organizer's fair-pay figures from its bookings, or none below the minimum",
        params: PageIdParamsSchema,
        response: { 200: FairPayFiguresSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const figures = await fairPay.fairPayFigures(request.params.id);
      reply.header('cache-control', FAIR_PAY_CACHE);
      return figures;
    },
  );
};
