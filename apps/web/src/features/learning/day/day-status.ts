import type { DayStatus, StreamStatusAnswer } from '@platform/contracts/streams';

/** The status of the stream's day by its number (the calendar's and the day's address). */
export function findDayStatus(
  status: StreamStatusAnswer,
  dayNumber: number,
): DayStatus | undefined {
  return status.days?.find((day) => day.dayNumber === dayNumber);
}
