import { reminderEndpoints } from '@platform/contracts/endpoints/reminders';
import type { DayStreak } from '@platform/contracts/reminders';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { reminderKeys } from '../reminder-keys';

/** GET /streak: the learner's day streak. */
export function getStreak(): Promise<DayStreak> {
  return call(reminderEndpoints.streak);
}

export function useStreak() {
  return useQuery({ queryKey: reminderKeys.streak(), queryFn: getStreak });
}
