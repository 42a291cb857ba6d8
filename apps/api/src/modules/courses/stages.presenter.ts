import type { Day, Homework, Stage } from '@platform/contracts/courses';
import type { StageRow } from './course-content.repository';

export interface StageExpansions {
  requestDays?: Day[];
  requestHomeworks?: Homework[];
}

export function presentStage(row: StageRow, expansions: StageExpansions = {}): Stage {
  return {
    id: row.id,
    courseId: row.courseId,
    sort: row.sort,
    title: row.title,
    dayIds: row.dayIds,
    stageHomeworkIds: row.stageHomeworkIds,
    ...expansions,
  };
}
