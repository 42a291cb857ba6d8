import { onlineConsultationEndpoints } from '@platform/contracts/endpoints/online-consultations';
import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { consultationKeys } from '../consultation-keys';

/** GET /online-consultation?expand=course: the booked consultations, upcoming and past, by start. */
export function getBookedConsultations(): Promise<OnlineConsultation[]> {
  return call(onlineConsultationEndpoints.list, { query: { expand: 'course' } });
}

export const bookedConsultationsQuery = queryOptions({
  queryKey: consultationKeys.booked(),
  queryFn: getBookedConsultations,
});

export function useBookedConsultations() {
  return useQuery(bookedConsultationsQuery);
}
