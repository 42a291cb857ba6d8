import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../../shared/banners/banner-slot';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useStreams } from '../api/get-streams';
import { courseSections } from '../course-sections';
import layout from './learning-layout.module.css';
import { LoadFailed } from './load-failed';
import { NoStreams } from './no-streams';
import { StreamList } from './stream-card';

/** /courses: the user's streams in the sections ongoing, active and completed; each card leads
 * to its calendar. Empty sections are left out. The screen's top banners and, before the course
 * cards, its beforeCourse banners (shown with the content, see Page's `banners`). */
export function CoursesScreen() {
  const { t } = useTranslation();
  const streams = useStreams();
  if (streams.isPending) return <PageLoading label={t('common.loading')} />;
  if (streams.isError) return <LoadFailed error={streams.error} retry={() => streams.refetch()} />;

  const sections = courseSections(streams.data).filter((group) => group.streams.length > 0);
  return (
    <Page title={t('learningScreens.courses.title')} banners="courses">
      <div className={layout.screen}>
        <BannerSlot position="courses" placement="beforeCourse" />
        {sections.length === 0 ? (
          <NoStreams catalogHref={paths.catalog.href()} />
        ) : (
          sections.map(({ section, streams: inSection }, index) => (
            <section key={section} className={layout.section} aria-labelledby={`${section}-title`}>
              <h2 id={`${section}-title`} className={layout.heading}>
                {t(`learningScreens.sections.${section}`)}
              </h2>
              <StreamList
                streams={inSection}
                hrefOf={(stream) => paths.calendar.href({ streamId: stream.id })}
                first={index === 0}
              />
            </section>
          ))
        )}
      </div>
    </Page>
  );
}
