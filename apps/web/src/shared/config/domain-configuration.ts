import type { DomainConfigurationAnswer } from '@platform/contracts/brand';
import { brandEndpoints } from '@platform/contracts/endpoints/brands';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, configureApi } from '../api/http-client';

export type DomainConfiguration = z.infer<typeof DomainConfigurationAnswer>['data'];

/** Queries under this root describe the site, not the user: they survive a logout. */
export const CONFIG_QUERY_ROOT = 'config';

/** GET /domain-configuration: what the shell needs before anyone signs in. Every later call
 * names the domain's brand in X-App-Id. */
export async function getDomainConfiguration(): Promise<DomainConfiguration> {
  const answer = await call(brandEndpoints.domainConfiguration);
  configureApi({ appId: answer.data.appId });
  return answer.data;
}

export const domainConfigurationQuery = queryOptions({
  queryKey: [CONFIG_QUERY_ROOT, 'domain'],
  queryFn: getDomainConfiguration,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Loaded before the app renders (see app/start-up), so this never suspends in practice. */
export function useDomainConfiguration(): DomainConfiguration {
  return useSuspenseQuery(domainConfigurationQuery).data;
}
