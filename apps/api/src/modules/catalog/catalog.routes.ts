import { CourseSearchAnswer, CourseSearchBody } from '@platform/contracts/catalog';
import { catalogEndpoints as endpoints } from '@platform/contracts/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationHeaders } from '../../lib/pagination';
import { route } from '../../plugins/contract-routes';
import { v2Success } from '../../plugins/envelopes';
import { catalogService } from './catalog.service';

/** The signed-in v2 calls of the catalogue: the course search. */
export const catalogV2Routes: FastifyPluginAsyncZod = async (app) => {
  const catalog = catalogService(app.ctx);

  route(
    app,
    endpoints.search,
    { body: CourseSearchBody, answer: CourseSearchAnswer },
    async (request, reply) => {
      const found = await catalog.search(request.user.brandId, request.body);
      // A POST answers no array, so the list plugin does not page it: the headers are set here.
      reply.headers(paginationHeaders(found.page, found.total));
      return v2Success(request.t('catalog.found'), {
        courses: found.courses,
        filters: found.filters,
      });
    },
  );
};
