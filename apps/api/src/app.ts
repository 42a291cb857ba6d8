import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { type LogOptions, redactingLoggerOptions } from './lib/log-redaction';
import { sharingSerializerCompiler } from './lib/serializer';
import { docsPlugin } from './modules/docs/docs.plugin';
import { allowingStoreOrigin } from './modules/files/file-links';
import { authPlugin } from './plugins/auth';
import { answerClientError } from './plugins/client-errors';
import { conventionsPlugin } from './plugins/conventions';
import { closeConnectionsOnceIdle } from './plugins/drain';
import { errorsPlugin, sendRouterError } from './plugins/errors';
import { paginationPlugin } from './plugins/pagination';
import { precompressedPlugin } from './plugins/precompressed';
import { HELMET_OPTIONS, securityHeadersPlugin } from './plugins/security-headers';
import { registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

/** Answers from this size travel compressed when the client accepts it. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export interface BuildOptions {
  /** Without it the app logs nothing; with it every line is redacted (lib/log-redaction). */
  logger?: LogOptions;
  /** Told of every route as it is registered (the contract fuzzer builds its table from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the API without listening, so that tests can inject requests. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ? redactingLoggerOptions(options.logger) : false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendRouterError,
    clientErrorHandler: answerClientError,
    // JSON keeps `__proto__` and `constructor` as plain keys: the input guards refuse the first
    // and the schemas name both as unknown fields (422) instead of a "malformed JSON" 400.
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    // Lists use `filter[id][]` style keys; keep them as plain keys for the schemas.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharingSerializerCompiler);
  app.decorate('ctx', ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  closeConnectionsOnceIdle(app);

  // First: a route takes the error handler set before it (CORS adds OPTIONS *).
  await app.register(errorsPlugin);
  await app.register(
    securityHeadersPlugin,
    allowingStoreOrigin(HELMET_OPTIONS, ctx.storage.origin),
  );
  await app.register(cors, { origin: false });
  // The app's scripts and larger answers travel gzip or brotli; small answers stay plain. Kept
  // answers are compressed once (before: compress leaves an encoded answer alone).
  await app.register(precompressedPlugin, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(conventionsPlugin);
  await app.register(authPlugin);
  // Before the routes: it extends each list route's schema as the route is added.
  await app.register(paginationPlugin);
  // Before the routes: the OpenAPI document collects the routes registered after it.
  await app.register(docsPlugin);
  await registerRoutes(app);
  return app;
}
