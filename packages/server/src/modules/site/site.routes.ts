import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_VERSION, PublicConfigSchema, type HouseAd } from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';

export type SiteRoutesOptions = { publicSiteUrl: string | null; houseAds: HouseAd[] };

/** What the web needs before anyone signs in. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (
  app,
  { publicSiteUrl, houseAds },
) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Public configuration: client version, public site, house ads',
        response: { 200: PublicConfigSchema, ...API_ERROR_RESPONSES },
      },
    },
    async () => ({ clientVersion: CLIENT_VERSION, publicSiteUrl, houseAds }),
  );
};
