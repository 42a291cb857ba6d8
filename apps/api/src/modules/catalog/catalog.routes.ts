import {
  AddedToSubscriptionAnswer,
  CatalogPositionList,
  CatalogPositionParams,
  CourseOffer,
  CourseOfferQuery,
  CourseSearchAnswer,
  CourseSearchBody,
  CourseService,
  CourseServiceList,
  CourseServicesQuery,
  CourseServiceViewQuery,
} from '@platform/contracts/catalog';
import { catalogEndpoints as endpoints } from '@platform/contracts/endpoints/catalog';
import { CATALOGUE_PAGE_SIZE } from '@platform/domain/constants/catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationHeaders } from '../../lib/pagination';
import { route } from '../../plugins/contract-routes';
import { sharedV2Success, v2Success } from '../../plugins/envelopes';
import { catalogService } from './catalog.service';
import { type Asker, courseServicesService } from './course-services.service';

/** App-store platforms whose product codes start with their name. */
const PLATFORMS = new Set(['ios', 'android']);

/** The caller as the services see it; the app's platform comes from X-Platform. */
function askerOf(request: FastifyRequest): Asker {
  const platform = String(request.headers['x-platform'] ?? '').toLowerCase();
  return {
    userId: request.user.id,
    brandId: request.user.brandId,
    platform: PLATFORMS.has(platform) ? platform : null,
  };
}

/** The signed-in v1 calls of the catalogue: positions, offers and services. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = courseServicesService(app.ctx);

  route(
    app,
    endpoints.positions,
    { answer: CatalogPositionList },
    async (request, reply) => {
      const { items, total } = await services.positions(request.user.brandId, request.page);
      reply.listTotal(total);
      return items;
    },
    { perPage: CATALOGUE_PAGE_SIZE },
  );

  route(app, endpoints.findOffer, { query: CourseOfferQuery, answer: CourseOffer }, (request) =>
    services.findOffer(
      request.user.brandId,
      request.query.courseId,
      request.query.courseOfferRelationTypeId,
    ),
  );

  route(
    app,
    endpoints.services,
    { query: CourseServicesQuery, answer: CourseServiceList },
    async (request, reply) => {
      const { items, total } = await services.list(
        askerOf(request),
        request.query.expand,
        request.page,
      );
      reply.listTotal(total);
      return items;
    },
  );

  route(
    app,
    endpoints.service,
    { query: CourseServiceViewQuery, answer: CourseService },
    (request) => services.view(askerOf(request), request.query.id, request.query.expand),
  );
};

/** The signed-in v2 calls of the catalogue: the course search, adding a position. */
export const catalogV2Routes: FastifyPluginAsyncZod = async (app) => {
  const catalog = catalogService(app.ctx);
  const services = courseServicesService(app.ctx);

  route(
    app,
    endpoints.addToSubscription,
    { params: CatalogPositionParams, answer: AddedToSubscriptionAnswer },
    async (request) =>
      v2Success(
        request.t('catalog.added'),
        await services.addToSubscription(askerOf(request), request.params.id),
      ),
  );

  route(
    app,
    endpoints.search,
    { body: CourseSearchBody, answer: CourseSearchAnswer },
    async (request, reply) => {
      const found = await catalog.search(request.user.brandId, request.body);
      // A POST answers no array, so the list plugin does not page it: the headers are set here.
      reply.headers(paginationHeaders(found.page, found.total));
      return sharedV2Success(request.t('catalog.found'), found.answer);
    },
  );
};
