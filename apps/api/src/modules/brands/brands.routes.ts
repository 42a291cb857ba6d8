import {
  DomainConfigurationAnswer,
  ExternalApplicationConfigAnswer,
} from '@platform/contracts/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandsService } from './brands.service';

/** Public v1 configuration calls the shell makes before anyone signs in. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const brands = brandsService(app.ctx);

  app.get(
    '/external-application-config',
    { schema: { response: { 200: ExternalApplicationConfigAnswer } } },
    async (request) => ({
      success: true as const,
      data: await brands.externalApplicationConfig(request),
      errors: {},
    }),
  );

  app.get(
    '/domain-configuration',
    { schema: { response: { 200: DomainConfigurationAnswer } } },
    async (request) => ({
      success: true as const,
      data: await brands.domainConfiguration(request),
      errors: {},
    }),
  );
};
