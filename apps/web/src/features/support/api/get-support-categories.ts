import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type { SupportCategoryList } from '@platform/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callAll } from '../../../shared/api/http-client';
import { supportKeys } from '../support-keys';

export type SupportCategory = z.infer<typeof SupportCategoryList>[number];

/** GET /support-category?sort=id: every support topic, titled in the request language. */
export function getSupportCategories(): Promise<SupportCategory[]> {
  return callAll(supportEndpoints.categories, { query: { sort: 'id' } });
}

export const supportCategoriesQuery = queryOptions({
  queryKey: supportKeys.categories(),
  queryFn: getSupportCategories,
});

export function useSupportCategories() {
  return useQuery(supportCategoriesQuery);
}
