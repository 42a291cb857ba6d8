import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type { StaffTechQuestion } from '@platform/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { STAFF_REFRESH_MS, staffSupportKeys } from '../staff-support-keys';

export type { StaffTechQuestion };

/** GET /admin/tech-questions: the brand's questions, awaiting a reply first (the longest
 * waiting first), then the answered ones, newest first. */
export function getStaffQuestions(): Promise<StaffTechQuestion[]> {
  return callAll(supportEndpoints.staffList);
}

export function useStaffQuestions() {
  return useQuery({
    queryKey: staffSupportKeys.list(),
    queryFn: getStaffQuestions,
    refetchInterval: STAFF_REFRESH_MS,
  });
}
