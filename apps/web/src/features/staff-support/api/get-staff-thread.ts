import { supportEndpoints } from '@platform/contracts/endpoints/support';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { STAFF_REFRESH_MS, staffSupportKeys } from '../staff-support-keys';

/** GET /admin/tech-questions/{id}: a question of the brand with its replies, oldest first. */
export function getStaffThread(id: number) {
  return call(supportEndpoints.staffThread, { params: { id } });
}

export type StaffThread = Awaited<ReturnType<typeof getStaffThread>>;

export function useStaffThread(id: number, enabled: boolean) {
  return useQuery({
    queryKey: staffSupportKeys.thread(id),
    queryFn: () => getStaffThread(id),
    refetchInterval: STAFF_REFRESH_MS,
    enabled,
  });
}
