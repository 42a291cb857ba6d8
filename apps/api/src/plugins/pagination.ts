import { PageQueryShape } from '@platform/contracts/pagination';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type Page, pageOf, paginationHeaders, slicePage } from '../lib/pagination';

declare module 'fastify' {
  interface FastifyRequest {
    /** The asked page of a list route (any GET answering an array). */
    page: Page;
  }
  interface FastifyReply {
    /** A list route that read only the asked page (LIMIT/OFFSET) gives the whole count here;
     * without it the route's answer is the whole list and the asked page is cut from it. */
    listTotal(total: number): FastifyReply;
  }
  interface FastifyContextConfig {
    /** The list's page size when the call names none (spec section 9 sizes); default 20. */
    perPage?: number;
  }
}

const totals = new WeakMap<FastifyReply, number>();

/** A list is a GET whose answer is an array. */
export function isListRoute(route: Pick<RouteOptions, 'method' | 'schema'>): boolean {
  const methods = [route.method].flat();
  return (
    (methods.includes('GET') || methods.includes('HEAD')) &&
    route.schema?.response !== undefined &&
    (route.schema.response as Record<string, unknown>)[200] instanceof z.ZodArray
  );
}

/**
 * Pagination of every list in one place: each GET route answering an array takes `page` and
 * `per-page` (`perPage` too), refused with a translated 422 when out of range, and answers the
 * four x-pagination-* headers. Routes do nothing unless they page in their query (listTotal).
 */
export const paginationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('page', null as unknown as Page);
  app.decorateReply('listTotal', function listTotal(this: FastifyReply, total: number) {
    totals.set(this, total);
    return this;
  });

  app.addHook('onRoute', (route) => {
    if (!isListRoute(route) || !route.schema) return;
    const query = route.schema.querystring;
    route.schema.querystring =
      query instanceof z.ZodObject ? query.extend(PageQueryShape) : z.object(PageQueryShape);
    const perPage = route.config?.perPage;
    const readPage = async (request: FastifyRequest) => {
      request.page = pageOf(request.query as z.infer<z.ZodObject<typeof PageQueryShape>>, perPage);
    };
    const writePage = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!Array.isArray(payload) || reply.statusCode !== 200) return payload;
      const total = totals.get(reply);
      reply.headers(paginationHeaders(request.page, total ?? payload.length));
      return total === undefined ? slicePage(payload, request.page) : payload;
    };
    route.preHandler = [readPage, ...[route.preHandler ?? []].flat()];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), writePage];
  });
});
