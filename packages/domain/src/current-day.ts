/** What the current-day rule reads of a day of a stream. */
export interface TrainingDayState {
  started: boolean;
  finished: boolean;
  dayOfRest: boolean;
  locked: boolean;
}

/**
 * The day to continue with (currentDay, current_training_day): the first started and unfinished
 * one, else the first one not finished that is neither a rest day nor locked. `days` are in
 * course order; undefined when every day is done or closed.
 */
export function currentTrainingDay<T>(
  days: readonly T[],
  stateOf: (day: T) => TrainingDayState,
): T | undefined {
  const states = days.map((day) => [day, stateOf(day)] as const);
  const inProgress = states.find(([, state]) => state.started && !state.finished);
  const next = states.find(([, state]) => !state.finished && !state.dayOfRest && !state.locked);
  return (inProgress ?? next)?.[0];
}
