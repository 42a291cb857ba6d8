import { BannerList, NewFeaturesQuery } from '@platform/contracts/banners';
import { bannerEndpoints } from '@platform/contracts/endpoints/banners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { mediaLinks } from '../media/media-links';
import { presentBanner } from './banners.presenter';
import { bannersService } from './banners.service';

/** A page holds every banner meant for a learner unless they ask for less. */
const BANNERS_PER_PAGE = 100;

/** The signed-in learner's banners (spec 000 section 3): every slot's, which the app places.
 * The answers are whole lists; the pagination plugin cuts the asked page from them. */
export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const banners = bannersService(app.ctx);
  const links = mediaLinks(app.ctx);

  route(
    app,
    bannerEndpoints.list,
    { answer: BannerList },
    async (request) =>
      (await banners.forLearner(request.user)).map((row) =>
        presentBanner(row, request.lang, links),
      ),
    { perPage: BANNERS_PER_PAGE },
  );

  route(
    app,
    bannerEndpoints.newFeatures,
    { query: NewFeaturesQuery, answer: BannerList },
    async (request) =>
      (await banners.newFeatures(request.user, request.query.position)).map((row) =>
        presentBanner(row, request.lang, links),
      ),
    { perPage: BANNERS_PER_PAGE },
  );
};
