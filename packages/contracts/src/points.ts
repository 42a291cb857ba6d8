import { z } from 'zod';
import { PageQueryShape } from './pagination';
import { UnixSeconds } from './time';

/** Points (spec 002 "User score entry" and section 7): the balance and its history. */

export const PointsAmount = z.object({
  amount: z.number().int().nonnegative(),
  /** Whether the balance reaches the spending threshold (200). */
  canSpend: z.boolean(),
});
export type PointsAmount = z.infer<typeof PointsAmount>;

export const PointsHistoryQuery = z.object(PageQueryShape);

export const PointsEntry = z.object({
  id: z.number().int(),
  /** Signed: the sign gives the type (add or debit). */
  amount: z.number().int(),
  type: z.enum(['add', 'debit']),
  /** What it was for, in the caller's language. */
  howItWas: z.string(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
});
export type PointsEntry = z.infer<typeof PointsEntry>;
export const PointsHistory = z.array(PointsEntry);
