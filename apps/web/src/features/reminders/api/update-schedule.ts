import { reminderEndpoints } from '@platform/contracts/endpoints/reminders';
import type { Schedule } from '@platform/contracts/reminders';
import type { RepeatDays } from '@platform/domain/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { reminderKeys } from '../reminder-keys';

/** PUT /schedule/update: the whole schedule, as the server stores it (one call per change). */
export function updateSchedule(repeatDays: RepeatDays): Promise<Schedule> {
  return call(reminderEndpoints.updateSchedule, {
    body: {
      repeatDays: Object.fromEntries(
        Object.entries(repeatDays).map(([day, times]) => [day, [...times]]),
      ),
    },
  });
}

export function useUpdateSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (schedule) => client.setQueryData(reminderKeys.schedule(), schedule),
  });
}
