import { onlineConsultationEndpoints } from '@platform/contracts/endpoints/online-consultations';
import type { OnlineConsultationSlots } from '@platform/contracts/online-consultations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { consultationKeys } from '../consultation-keys';

/** GET /online-consultation/slots: the free slots of the consultation's course, on the clock of
 * the time zone given. */
export function getConsultationSlots(
  id: number,
  timezone: string,
): Promise<OnlineConsultationSlots> {
  return call(onlineConsultationEndpoints.slots, { query: { id, timezone } });
}

export const consultationSlotsQuery = (id: number, timezone: string) =>
  queryOptions({
    queryKey: consultationKeys.slots(id, timezone),
    queryFn: () => getConsultationSlots(id, timezone),
  });

export function useConsultationSlots(id: number, timezone: string) {
  return useQuery(consultationSlotsQuery(id, timezone));
}
