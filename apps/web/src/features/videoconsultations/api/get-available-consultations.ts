import { onlineConsultationEndpoints } from '@platform/contracts/endpoints/online-consultations';
import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { consultationKeys } from '../consultation-keys';

/** GET /course/online-consultations: the consultations the learner may book, with their courses
 * (none when the brand has switched them off). */
export function getAvailableConsultations(): Promise<OnlineConsultation[]> {
  return call(onlineConsultationEndpoints.available);
}

export const availableConsultationsQuery = queryOptions({
  queryKey: consultationKeys.available(),
  queryFn: getAvailableConsultations,
});

export function useAvailableConsultations() {
  return useQuery(availableConsultationsQuery);
}
