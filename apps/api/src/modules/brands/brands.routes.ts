import {
  DomainConfigurationAnswer,
  ExternalApplicationConfigAnswer,
} from '@platform/contracts/brand';
import { brandEndpoints } from '@platform/contracts/endpoints/brands';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { v1Success } from '../../plugins/envelopes';
import { type BrandSource, brandsService } from './brands.service';

/** What the brand services read of a request: the host it was sent to and its X-App-Id. */
export const brandSourceOf = (request: FastifyRequest): BrandSource => ({
  host: request.hostname,
  appId: request.appId,
});

/** Public v1 configuration calls the shell makes before anyone signs in. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const brands = brandsService(app.ctx);

  route(
    app,
    brandEndpoints.externalApplicationConfig,
    { answer: ExternalApplicationConfigAnswer },
    async (request) => v1Success(await brands.externalApplicationConfig(brandSourceOf(request))),
  );

  route(
    app,
    brandEndpoints.domainConfiguration,
    { answer: DomainConfigurationAnswer },
    async (request) => v1Success(await brands.domainConfiguration(request.hostname, request.log)),
  );
};
