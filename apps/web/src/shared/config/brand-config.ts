import type { BrandConfig } from '@platform/contracts/brand';
import { brandEndpoints } from '@platform/contracts/endpoints/brands';
import { DEFAULT_CONFIG_VERSION } from '@platform/domain/constants/brand';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';
import { CONFIG_QUERY_ROOT } from './domain-configuration';

/**
 * GET /external-application-config. Its config is applied only when its version equals the one
 * this client was built for (spec section 4); otherwise the client keeps the defaults of its own
 * version, which the contract's schema fills in. The schema (and zod with it) is downloaded only
 * in that case, so it stays off the sign-in route.
 */
export async function getBrandConfig(): Promise<BrandConfig> {
  const answer = await call(brandEndpoints.externalApplicationConfig);
  if (answer.data.version === DEFAULT_CONFIG_VERSION) return answer.data.config;
  const { BrandConfig: schema } = await import('@platform/contracts/brand');
  return schema.parse({});
}

export const brandConfigQuery = queryOptions({
  queryKey: [CONFIG_QUERY_ROOT, 'brand'],
  queryFn: getBrandConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Loaded before the app renders (see app/start-up), so this never suspends in practice. */
export function useBrandConfig(): BrandConfig {
  return useSuspenseQuery(brandConfigQuery).data;
}
