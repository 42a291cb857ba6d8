import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BannerSlot, useSideBanners } from '../../../shared/banners/banner-slot';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useReadyToShow } from '../../../shared/ui/use-ready-to-show';
import { useCourseStages } from '../api/get-course-stages';
import { useStreamStatus } from '../api/get-stream-status';
import { calendarStages } from '../calendar-days';
import { CalendarSummary } from './calendar-summary';
import layout from './learning-layout.module.css';
import { LoadFailed } from './load-failed';
import { StageDays } from './stage-days';
import { WithStream } from './with-stream';

/** What the freeze screen leaves in the history entry when it sends the user back here. */
export type CalendarState = { freezeCreated?: boolean } | null;

function Calendar({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useStreamStatus(stream.id);
  const stages = useCourseStages(stream.courseId);
  // Also fetches the banners beside the status and the stages; Page shows them all together.
  const sideBanners = useSideBanners('calendar');
  const ready = useReadyToShow(!(status.isPending || stages.isPending));
  if (!ready || status.isPending || stages.isPending) {
    return <PageLoading label={t('common.loading')} />;
  }
  if (status.isError) return <LoadFailed error={status.error} retry={() => status.refetch()} />;
  if (stages.isError) return <LoadFailed error={stages.error} retry={() => stages.refetch()} />;

  const calendar = calendarStages(stages.data, status.data, stream);
  return (
    <Page
      title={stream.course?.title ?? t('learningScreens.calendar.title')}
      banners="calendar"
      aside={sideBanners}
    >
      <div className={layout.screen}>
        <CalendarSummary
          stream={stream}
          freezeCreated={Boolean((location.state as CalendarState)?.freezeCreated)}
        />
        <BannerSlot position="calendar" placement="beforeStage" />
        {calendar.length === 0 ? (
          <p className={layout.muted}>{t('learningScreens.calendar.noDays')}</p>
        ) : (
          calendar.map((stage, index) => (
            <StageDays key={stage.id} streamId={stream.id} stage={stage} index={index} />
          ))
        )}
      </div>
    </Page>
  );
}

/** /course/{streamId}/calendar: the stream's stages and days, with its status at the top; its
 * top banners, the beforeStage ones between the status and the stages and the sidebar ones in
 * the side column. */
export function CalendarScreen() {
  return <WithStream>{(stream) => <Calendar stream={stream} />}</WithStream>;
}
