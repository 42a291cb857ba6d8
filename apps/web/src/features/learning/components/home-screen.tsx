import { compareByStreamStatus } from '@platform/domain/stream-status';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useReadyToShow } from '../../../shared/ui/use-ready-to-show';
import { streamStatusQuery } from '../api/get-stream-status';
import { currentStreamOf, useStreams } from '../api/get-streams';
import { CurrentDayCard } from './current-day-card';
import styles from './home.module.css';
import layout from './learning-layout.module.css';
import { LoadFailed } from './load-failed';
import { NoStreams } from './no-streams';
import { StreamList } from './stream-card';

/**
 * /home: the day the user is at, the courses in progress, the others with what their access
 * asks (start date, freeze to cancel, renewal, extension) and, from the banners and reminders
 * features, the top banner slot, the bottom one after the courses and, in the side column, the
 * sidebar banners and the day streak (composed in by the route group, which may import every
 * feature).
 *
 * It shows at once, when the streams, the current day and the banners (`bannerLoading` until
 * they are in) have all arrived: nothing above the courses appears later and pushes them down.
 */
export function HomeScreen({
  banner,
  bannerLoading = false,
  sideBanner = null,
  bottomBanner,
  streak,
}: {
  banner?: ReactNode;
  bannerLoading?: boolean;
  /** The sidebar slot's banners, null when it has none (the screen then keeps one column
   * unless the streak needs the side). */
  sideBanner?: ReactNode;
  bottomBanner?: ReactNode;
  streak?: ReactNode;
}) {
  const { t } = useTranslation();
  const streams = useStreams();
  const started = (streams.data ?? []).filter((stream) => stream.status === 'started');
  const current = currentStreamOf(started);
  const currentStatus = useQuery({
    ...streamStatusQuery(current?.id ?? 0),
    enabled: current !== undefined,
  });
  // The first answer about the current day only: a retry after a failure shows in its card.
  const currentDayLoading = currentStatus.isLoading && currentStatus.errorUpdateCount === 0;
  const ready = useReadyToShow(!(streams.isPending || currentDayLoading || bannerLoading));
  if (!ready || streams.isPending) return <PageLoading label={t('common.loading')} />;
  if (streams.isError) return <LoadFailed error={streams.error} retry={() => streams.refetch()} />;

  const others = streams.data
    .filter((stream) => stream.status !== 'started')
    .sort((a, b) => compareByStreamStatus(a.status, b.status));
  const toCalendar = (stream: { id: number }) => paths.calendar.href({ streamId: stream.id });
  const streakCard = streams.data.length > 0 ? streak : null;
  // The banners first: the streak arrives after the screen shows, below them, moving nothing.
  const aside =
    sideBanner || streakCard ? (
      <>
        {sideBanner}
        {streakCard}
      </>
    ) : null;
  return (
    <Page title={t('learningScreens.home.title')} aside={aside}>
      <div className={layout.screen}>
        {banner}
        {streams.data.length === 0 ? (
          <NoStreams catalogHref={paths.catalog.href()} />
        ) : (
          <>
            {current ? <CurrentDayCard stream={current} status={currentStatus} /> : null}
            <section
              className={`${layout.section} ${styles.ongoing}`}
              aria-labelledby="ongoing-title"
            >
              <h2 id="ongoing-title" className={layout.heading}>
                {t('learningScreens.sections.ongoing')}
              </h2>
              {started.length > 0 ? (
                <StreamList streams={started} hrefOf={toCalendar} first />
              ) : (
                <p className={layout.muted}>{t('learningScreens.home.noneOngoing')}</p>
              )}
              <Link to={paths.courses.href()}>{t('learningScreens.home.allCourses')}</Link>
            </section>
            {others.length > 0 ? (
              <section className={layout.section} aria-labelledby="other-courses-title">
                <h2 id="other-courses-title" className={layout.heading}>
                  {t('learningScreens.home.others')}
                </h2>
                <StreamList streams={others} hrefOf={toCalendar} />
              </section>
            ) : null}
          </>
        )}
        {bottomBanner}
      </div>
    </Page>
  );
}
