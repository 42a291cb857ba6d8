import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { type Lang, pickLang, translator } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of server messages: `lang` query, then Accept-Language, then ru. */
    lang: Lang;
    t: TFunction;
    /** X-App-Id: the brand's application id, when the client sends one. */
    appId: string | undefined;
    /** X-App-Type: mobile or web. */
    appType: 'mobile' | 'web';
    /** True for /spa/v2 calls, whose bodies are {message, data, errors}. */
    isV2: boolean;
  }
}

/** Reads the conventions of a request onto it (the router's own errors need them too). */
export function applyConventions(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | null | undefined;
  request.lang = pickLang(query?.lang, request.headers['accept-language']);
  request.t = translator(request.lang);
  const appId = request.headers['x-app-id'];
  request.appId = typeof appId === 'string' && appId.trim() ? appId.trim() : undefined;
  request.appType = request.headers['x-app-type'] === 'mobile' ? 'mobile' : 'web';
  request.isV2 = request.url.startsWith('/spa/v2/');
}

/** The request conventions of spec section 7 that every call shares. */
export const conventionsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('t', null as unknown as TFunction);
  app.decorateRequest('appId', undefined);
  app.decorateRequest('appType', 'web');
  app.decorateRequest('isV2', false);
  app.addHook('onRequest', async (request) => applyConventions(request));
});
