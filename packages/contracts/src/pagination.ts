import { z } from 'zod';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

const positive = z.coerce.number().int().min(1);

/** `page` and `per-page` (or `perPage`) of every list; spread it into a list's query schema. */
export const PageQueryShape = {
  page: positive.max(1_000_000).optional(),
  'per-page': positive.max(MAX_PER_PAGE).optional(),
  perPage: positive.max(MAX_PER_PAGE).optional(),
};

export const PageQuery = z.object(PageQueryShape);
export type PageQuery = z.infer<typeof PageQuery>;
