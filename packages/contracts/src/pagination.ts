import { MAX_PER_PAGE } from '@platform/domain/constants/pages';
import { z } from 'zod';

// Plain data in packages/domain, so that the web client reads the limits without loading zod.
export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@platform/domain/constants/pages';

const positive = z.coerce.number().int().min(1);

/** `page` and `per-page` (or `perPage`) of every list; spread it into a list's query schema. */
export const PageQueryShape = {
  page: positive.max(1_000_000).optional(),
  'per-page': positive.max(MAX_PER_PAGE).optional(),
  perPage: positive.max(MAX_PER_PAGE).optional(),
};

export const PageQuery = z.object(PageQueryShape);
export type PageQuery = z.infer<typeof PageQuery>;
