import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useStreams } from '../api/get-streams';
import { CurrentDayCard } from './current-day-card';
import styles from './home.module.css';
import layout from './learning-layout.module.css';
import { LoadFailed } from './load-failed';
import { NoStreams } from './no-streams';
import { StreamList } from './stream-card';

/**
 * /home: the day the user is at, the courses in progress and, from the banners and reminders
 * features, the top banner slot and the day streak (composed in by the route group, which may
 * import every feature).
 */
export function HomeScreen({ banner, streak }: { banner?: ReactNode; streak?: ReactNode }) {
  const { t } = useTranslation();
  const streams = useStreams();
  if (streams.isPending) return <PageLoading label={t('common.loading')} />;
  if (streams.isError) return <LoadFailed error={streams.error} retry={() => streams.refetch()} />;

  const started = streams.data.filter((stream) => stream.status === 'started');
  const current = started[0];
  return (
    <Page title={t('learningScreens.home.title')}>
      <div className={layout.screen}>
        {banner}
        {streams.data.length === 0 ? (
          <NoStreams catalogHref={paths.catalog.href()} />
        ) : (
          <>
            {current ? <CurrentDayCard stream={current} /> : null}
            {streak}
            <section
              className={`${layout.section} ${styles.ongoing}`}
              aria-labelledby="ongoing-title"
            >
              <h2 id="ongoing-title" className={layout.heading}>
                {t('learningScreens.sections.ongoing')}
              </h2>
              {started.length > 0 ? (
                <StreamList
                  streams={started}
                  hrefOf={(stream) => paths.calendar.href({ streamId: stream.id })}
                />
              ) : (
                <p className={layout.muted}>{t('learningScreens.home.noneOngoing')}</p>
              )}
              <Link to={paths.courses.href()}>{t('learningScreens.home.allCourses')}</Link>
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
