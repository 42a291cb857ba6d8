import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { PageLoading } from '../../../shared/ui/spinner';
import { useCourseStages } from '../api/get-course-stages';
import { LoadFailed } from './load-failed';
import { WithStream } from './with-stream';

function ToDayNumber({ stream, dayId }: { stream: Stream; dayId: number | null }) {
  const { t } = useTranslation();
  const stages = useCourseStages(stream.courseId);
  if (stages.isPending) return <PageLoading label={t('common.loading')} />;
  if (stages.isError) return <LoadFailed error={stages.error} retry={() => stages.refetch()} />;
  const day = stages.data
    .flatMap((stage) => stage.requestDays ?? [])
    .find((candidate) => candidate.id === dayId);
  const to = day
    ? paths.calendarDay.href({ streamId: stream.id, dayNumber: day.dayNumber })
    : paths.calendar.href({ streamId: stream.id });
  return <Navigate to={to} replace />;
}

/** /course/{streamId}/stages/{stageId}/days/{dayId}: the day by its number in the calendar; a
 * day the course does not have leads to the calendar. */
export function DayRedirect() {
  const dayId = useRouteId('dayId');
  return <WithStream>{(stream) => <ToDayNumber stream={stream} dayId={dayId} />}</WithStream>;
}
