import type { QueryClient } from '@tanstack/react-query';
import { prefetchBanners } from '../../../shared/banners/get-banners';
import { brandConfigQuery } from '../../../shared/config/brand-config';
import { preloadImage } from '../../../shared/lib/preload-image';
import type { ScreenMatch } from '../../../shared/routing/paths';
import { positiveId } from '../../../shared/routing/route-id';
import { findDayStatus } from '../day/day-status';
import { preloadVideoPlayer } from '../player/load-video-player';
import { VIDEO_CROSS_ORIGIN } from '../player/video-cors';
import { dayQuery } from './get-day';
import { streamQuery } from './get-stream';
import { streamStatusQuery } from './get-stream-status';
import { currentStreamOf, listedStreams, streamsQuery } from './get-streams';

/** A failed prefetch is the screen's to show when it asks again. */
const ignore = () => {};

/**
 * At start-up with a kept session, what the first learning screen would otherwise ask for one
 * answer after another, each after its code and React's render: home's current stream's status
 * and the image its largest paint shows; a calendar's stream and status together; a day's
 * stream and status, then the day and its first lesson's poster, and the player's code. Home
 * and the day wait for their banners, which come along. The screens find the answers in the
 * query cache. Given as steps, each worth a task of its own: starting a request costs a few
 * milliseconds of main thread under Lighthouse's fourfold slowdown.
 */
export function learningScreenPrefetches(client: QueryClient, screen: ScreenMatch): (() => void)[] {
  const streamId = positiveId(screen.params.streamId);
  if (screen.name === 'home') {
    return [
      () => void prefetchBanners(client).catch(ignore),
      () => void prefetchHome(client).catch(ignore),
    ];
  }
  if (screen.name === 'calendar' && streamId !== null) {
    return [
      () => void client.prefetchQuery(streamQuery(streamId)),
      () => void client.prefetchQuery(streamStatusQuery(streamId)),
    ];
  }
  if (screen.name === 'calendarDay' && streamId !== null) {
    return [
      () => void prefetchBanners(client).catch(ignore),
      preloadVideoPlayer,
      () => void prefetchDay(client, streamId, positiveId(screen.params.dayNumber)).catch(ignore),
    ];
  }
  return [];
}

/** Home leads with its current stream: its day card needs the status, its card's image is the
 * largest paint. The brand decides which streams are listed (demo access). */
async function prefetchHome(client: QueryClient): Promise<void> {
  const [streams, brand] = await Promise.all([
    client.ensureQueryData(streamsQuery),
    client.ensureQueryData(brandConfigQuery),
  ]);
  const current = currentStreamOf(listedStreams(streams, brand));
  if (!current) return;
  const image = current.course?.image?.medium;
  if (image) preloadImage(image);
  await client.prefetchQuery(streamStatusQuery(current.id));
}

async function prefetchDay(client: QueryClient, streamId: number, dayNumber: number | null) {
  const [stream, status] = await Promise.all([
    client.ensureQueryData(streamQuery(streamId)),
    client.ensureQueryData(streamStatusQuery(streamId)),
  ]);
  const day = dayNumber === null ? undefined : findDayStatus(status, dayNumber);
  if (!day || day.isLocked) return;
  const [content, { dayPoster }] = await Promise.all([
    client.ensureQueryData(
      dayQuery({ courseId: stream.courseId, stageId: day.stageId, dayId: day.stageDayId }),
    ),
    // With the day's screens, not in the start-up's code.
    import('../day/day-poster'),
  ]);
  const poster = dayPoster(content, status);
  if (poster) preloadImage(poster, { crossOrigin: VIDEO_CROSS_ORIGIN });
}
