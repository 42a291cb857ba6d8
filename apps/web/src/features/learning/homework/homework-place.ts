import type { Homework, Stage } from '@platform/contracts/courses';
import type { Translate } from '../../../shared/forms/field-rules';

type Place = { stage: Stage | undefined; stageNumber: number; dayNumber: number | undefined };

/** The stage (numbered in course order) and the day a homework belongs to, from the course's
 * stages with their days. */
function placeOf(homework: Pick<Homework, 'stageId' | 'dayId'>, stages: readonly Stage[]): Place {
  const ordered = [...stages].sort((a, b) => a.sort - b.sort);
  const day = ordered
    .flatMap((stage) => stage.requestDays ?? [])
    .find((candidate) => candidate.id === homework.dayId);
  const stageId = homework.stageId ?? day?.stageId;
  const index = ordered.findIndex((stage) => stage.id === stageId);
  return { stage: ordered[index], stageNumber: index + 1, dayNumber: day?.dayNumber };
}

/** "Stage title · Day 3", "Day 3" or "Stage title" (a stage without a title is numbered);
 * null while nothing of it is known. */
export function homeworkPlaceText(
  homework: Pick<Homework, 'stageId' | 'dayId'>,
  stages: readonly Stage[],
  t: Translate,
): string | null {
  const { stage, stageNumber, dayNumber } = placeOf(homework, stages);
  const stageName = stage
    ? stage.title.trim() || t('homework.place.stageNumber', { number: stageNumber })
    : null;
  if (stageName !== null && dayNumber !== undefined) {
    return t('homework.place.stageDay', { stage: stageName, day: dayNumber });
  }
  if (dayNumber !== undefined) return t('homework.place.day', { day: dayNumber });
  return stageName;
}
