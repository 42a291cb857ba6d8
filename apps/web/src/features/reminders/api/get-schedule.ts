import { reminderEndpoints } from '@platform/contracts/endpoints/reminders';
import type { Schedule } from '@platform/contracts/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { reminderKeys } from '../reminder-keys';

/** GET /schedule: the weekdays' times, the zone they are read in, the next reminder. */
export function getSchedule(): Promise<Schedule> {
  return call(reminderEndpoints.schedule);
}

export const scheduleQuery = queryOptions({
  queryKey: reminderKeys.schedule(),
  queryFn: getSchedule,
});

export function useSchedule() {
  return useQuery(scheduleQuery);
}
