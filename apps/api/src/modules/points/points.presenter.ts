import type { PointsEntry } from '@platform/contracts/points';
import { pointsEntryType } from '@platform/domain/points';
import type { TFunction } from 'i18next';
import { toSeconds } from '../../lib/clock';
import type { PointsRow } from './points.repository';

/** A ledger row as the wire's entry: signed amount, its type, and what it was for in words. */
export function presentPointsEntry(row: PointsRow, t: TFunction): PointsEntry {
  return {
    id: row.id,
    amount: row.amount,
    type: pointsEntryType(row.amount),
    howItWas: t(`points.reasons.${row.reason}`, { subject: row.subject }),
    created_at: toSeconds(row.createdAt),
    updated_at: toSeconds(row.updatedAt),
  };
}
