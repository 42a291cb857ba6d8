import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { UserDayStatus } from '@platform/contracts/streams';
import type { DayAction } from '@platform/domain/day';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

export type UserDayStatusAnswer = z.infer<typeof UserDayStatus>;

/** POST /user-course-streams/{streamId}/user-day-status/{dayId}/start or /finish. */
export function changeDayStatus(
  streamId: number,
  dayId: number,
  action: DayAction,
): Promise<UserDayStatusAnswer> {
  const endpoint = action === 'start' ? streamEndpoints.startDay : streamEndpoints.finishDay;
  return call(endpoint, { params: { streamId, dayId } });
}

/** Starting or finishing a day changes the stream's status, its progress and the lists'. */
export function useChangeDayStatus(streamId: number, action: DayAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dayId: number) => changeDayStatus(streamId, dayId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.stream(streamId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.streamList() }),
      ]),
  });
}
