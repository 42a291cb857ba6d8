import type { ExpertBooking } from '@platform/contracts/consultations';
import { consultationEndpoints } from '@platform/contracts/endpoints/consultations';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { DESK_REFRESH_MS, expertKeys } from '../expert-keys';

export type { ExpertBooking };

/** GET /expert/online-consultations: the video consultations booked with the expert from the
 * start of today, the soonest first. Refreshed by the WebSocket's notices; polled only while it is
 * down. */
export function getBookings(): Promise<ExpertBooking[]> {
  return call(consultationEndpoints.bookings);
}

export function useBookings(live: boolean) {
  return useQuery({
    queryKey: expertKeys.bookings(),
    queryFn: getBookings,
    refetchInterval: live ? false : DESK_REFRESH_MS,
  });
}
