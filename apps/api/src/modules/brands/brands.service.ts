import { BrandConfig, type DomainConfiguration } from '@platform/contracts/brand';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { catalogService } from '../catalog/catalog.service';
import { enabledProviders } from '../external-auth/external-auth.providers';
import { presentDomainConfiguration, supportedLanguagesOf } from './brands.presenter';
import { type BrandRow, brandsRepository } from './brands.repository';

/** What a call says about the brand it speaks for: the host it was sent to and its X-App-Id. */
export interface BrandSource {
  host: string;
  appId: string | undefined;
}

/** The domain configuration answering a host (port and case aside), else the deployment's
 * first. */
export function servedDomain(db: Executor, host: string) {
  const name = (host || 'localhost').replace(/:\d+$/, '').toLowerCase();
  return brandsRepository(db).findServedDomain(name);
}

/** The brand a call speaks for: its X-App-Id, else the default brand of its domain (an
 * unknown host is served as the first domain). An unknown X-App-Id is a client error, not a
 * silent fallback to another brand. */
export async function resolveBrand(db: Executor, source: BrandSource): Promise<BrandRow> {
  if (source.appId) {
    const brand = await brandsRepository(db).findByAppId(source.appId);
    if (!brand) throw new AppError(400, 'unknown_app', 'auth.unknownApp');
    return brand;
  }
  const served = await servedDomain(db, source.host);
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
export function brandConfigOf(
  brand: Pick<BrandRow, 'config' | 'externalConfig' | 'externalConfigVersion'>,
): BrandConfig {
  return BrandConfig.parse({
    ...brand.config,
    ...brand.externalConfig,
    version: brand.externalConfigVersion,
  });
}

export function brandsService(ctx: AppContext) {
  const catalog = catalogService(ctx);
  return {
    /** The brand configuration; its `catalog` is the brand's catalogue (positions and their
     * categories), never a stored copy: one statement per catalogue version, cached. */
    async externalApplicationConfig(source: BrandSource) {
      const brand = await resolveBrand(ctx.db, source);
      const config = { ...brandConfigOf(brand), catalog: await catalog.brandCatalog(brand) };
      return { config, version: brand.externalConfigVersion };
    },

    /** 404 only when the deployment has no domain configured at all. */
    async domainConfiguration(host: string, log: FastifyBaseLogger): Promise<DomainConfiguration> {
      const served = await servedDomain(ctx.db, host);
      if (!served) throw notFound();
      if (supportedLanguagesOf(served.domain).length === 0) {
        log.warn(
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
