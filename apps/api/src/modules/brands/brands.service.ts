import { BrandConfig, type DomainConfiguration } from '@platform/contracts/brand';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { enabledProviders } from '../external-auth/external-auth.providers';
import { presentDomainConfiguration, supportedLanguagesOf } from './brands.presenter';
import { type BrandRow, brandsRepository } from './brands.repository';

/** The request's host without its port, lowercased. */
export function hostOf(request: FastifyRequest): string {
  return (request.hostname || 'localhost').replace(/:\d+$/, '').toLowerCase();
}

/** The domain configuration answering a request: its host's, else the deployment's first. */
export function servedDomain(db: Executor, request: FastifyRequest) {
  return brandsRepository(db).findServedDomain(hostOf(request));
}

/** The brand a request speaks for: its X-App-Id, else the default brand of its domain (an
 * unknown host is served as the first domain). An unknown X-App-Id is a client error, not a
 * silent fallback to another brand. */
export async function resolveBrand(db: Executor, request: FastifyRequest): Promise<BrandRow> {
  if (request.appId) {
    const brand = await brandsRepository(db).findByAppId(request.appId);
    if (!brand) throw new AppError(400, 'unknown_app', 'auth.unknownApp');
    return brand;
  }
  const served = await servedDomain(db, request);
  if (!served) throw new AppError(400, 'unknown_app', 'auth.unknownApp');
  return served.brand;
}

/** The brand switches that gate sign-up (spec 000 section 6); both are off unless enabled. */
export function brandFlags(brand: BrandRow) {
  return {
    registration: brand.config.isRegistrationEnable === true,
    anonymousAuth: brand.config.isUserAnonAuthEnable === true,
  };
}

/** The full brand configuration: stored values, the external applications' overrides on top,
 * section 9 defaults for the rest, and the version the clients compare with theirs. */
export function brandConfigOf(brand: BrandRow): BrandConfig {
  return BrandConfig.parse({
    ...brand.config,
    ...brand.externalConfig,
    version: brand.externalConfigVersion,
  });
}

export function brandsService(ctx: AppContext) {
  return {
    async externalApplicationConfig(request: FastifyRequest) {
      const brand = await resolveBrand(ctx.db, request);
      return { config: brandConfigOf(brand), version: brand.externalConfigVersion };
    },

    /** 404 only when the deployment has no domain configured at all. */
    async domainConfiguration(request: FastifyRequest): Promise<DomainConfiguration> {
      const served = await servedDomain(ctx.db, request);
      if (!served) throw notFound();
      if (supportedLanguagesOf(served.domain).length === 0) {
        request.log.warn(
          { host: served.domain.host },
          'domain has no supported languages; answering the default list',
        );
      }
      return presentDomainConfiguration(served, {
        externalAuthProviders: enabledProviders(ctx.config),
        adminDashboardUrl: ctx.config.ADMIN_DASHBOARD_URL ?? null,
      });
    },
  };
}
