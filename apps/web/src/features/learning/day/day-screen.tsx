import type { DayStatus, Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import { dayErrorMessage } from '@platform/domain/day';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBannersLoading } from '../../../shared/banners/get-banners';
import { useRouteId } from '../../../shared/routing/route-id';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useReadyToShow } from '../../../shared/ui/use-ready-to-show';
import { useDay } from '../api/get-day';
import { useStreamStatus } from '../api/get-stream-status';
import { AccessNotice } from '../components/access-notice';
import { LoadFailed } from '../components/load-failed';
import { WithStream } from '../components/with-stream';
import { preloadVideoPlayer } from '../player/load-video-player';
import { CalendarLink } from './calendar-link';
import { findDayStatus } from './day-status';
import { DayView } from './day-view';

/** /course/:streamId/calendar/:dayNumber: one day of a stream, found by its number. */
export function DayScreen() {
  const dayNumber = useRouteId('dayNumber');
  // The day's banners are fetched beside the stream, its status and the day (see DayContent),
  // and the player's code downloaded meanwhile.
  useBannersLoading();
  useEffect(preloadVideoPlayer, []);
  return (
    <WithStream>
      {(stream) =>
        dayNumber === null ? (
          <DayNotFound streamId={stream.id} />
        ) : (
          <StreamDay stream={stream} dayNumber={dayNumber} />
        )
      }
    </WithStream>
  );
}

function StreamDay({ stream, dayNumber }: { stream: Stream; dayNumber: number }) {
  const { t } = useTranslation();
  const status = useStreamStatus(stream.id);
  const ready = useReadyToShow(!status.isPending);
  if (!ready || status.isPending) return <PageLoading label={t('common.loading')} />;
  if (status.isError) return <LoadFailed error={status.error} retry={() => status.refetch()} />;
  const dayStatus = findDayStatus(status.data, dayNumber);
  if (!dayStatus) return <DayNotFound streamId={stream.id} />;
  if (dayStatus.isLocked) return <LockedDay stream={stream} dayNumber={dayNumber} />;
  return <DayContent stream={stream} status={status.data} dayStatus={dayStatus} />;
}

function DayContent({
  stream,
  status,
  dayStatus,
}: {
  stream: Stream;
  status: StreamStatusAnswer;
  dayStatus: DayStatus;
}) {
  const { t } = useTranslation();
  const day = useDay({
    courseId: stream.courseId,
    stageId: dayStatus.stageId,
    dayId: dayStatus.stageDayId,
  });
  // The banners above the lessons arrive with the day, not after it, pushing the lessons down.
  const bannersLoading = useBannersLoading();
  const ready = useReadyToShow(day.data !== undefined && !bannersLoading);
  if (day.isError) return <LoadFailed error={day.error} retry={() => day.refetch()} />;
  if (!ready || !day.data) return <PageLoading label={t('common.loading')} />;
  return <DayView stream={stream} day={day.data} status={status} dayStatus={dayStatus} />;
}

/** A demo stream's closed day: why it is closed, the way to full access, and nothing of its
 * content. */
function LockedDay({ stream, dayNumber }: { stream: Stream; dayNumber: number }) {
  const { t } = useTranslation();
  return (
    <Page title={t('day.heading', { number: dayNumber })} width="narrow">
      <CalendarLink streamId={stream.id} />
      <p>{t(dayErrorMessage('locked').key)}</p>
      <AccessNotice stream={stream} />
    </Page>
  );
}

function DayNotFound({ streamId }: { streamId: number }) {
  const { t } = useTranslation();
  return (
    <Page title={t('day.notFound.title')} width="narrow">
      <CalendarLink streamId={streamId} />
      <p>{t('day.notFound.text')}</p>
    </Page>
  );
}
