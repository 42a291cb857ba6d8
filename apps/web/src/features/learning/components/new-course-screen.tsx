import type { Course } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import { compareByStreamStatus } from '@platform/domain/stream-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { buttonClassName } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useCourse } from '../api/get-course';
import { useStreams } from '../api/get-streams';
import { CourseNotFound, LoadFailed } from './load-failed';
import styles from './new-course.module.css';

/** The user's stream on the course, the most open one first, if any. */
function streamOn(streams: readonly Stream[], courseId: number): Stream | undefined {
  return streams
    .filter((stream) => stream.courseId === courseId)
    .sort((a, b) => compareByStreamStatus(a.status, b.status))[0];
}

function DemoVideo({ video }: { video: NonNullable<Course['demoVideo']> }) {
  const { t } = useTranslation();
  const poster = video.videoUrls.preview;
  return (
    <a className={styles.video} href={video.url} target="_blank" rel="noopener noreferrer">
      {poster ? <img className={styles.poster} src={poster} alt="" /> : null}
      <span>
        {t('learningScreens.newCourse.demoVideo')}
        <VisuallyHidden> ({t('learningScreens.opensInNewTab')})</VisuallyHidden>
      </span>
    </a>
  );
}

function Presentation({ course, stream }: { course: Course; stream: Stream | undefined }) {
  const { t } = useTranslation();
  const image = course.image?.large;
  return (
    <Page title={course.title}>
      <div className={styles.layout}>
        {image ? <img className={styles.image} src={image} alt="" /> : null}
        <div className={styles.text}>
          {course.caption ? <p className={styles.caption}>{course.caption}</p> : null}
          {course.excerpt ? <p>{course.excerpt}</p> : null}
          {course.demoVideo ? <DemoVideo video={course.demoVideo} /> : null}
          {stream ? (
            <Link className={buttonClassName()} to={paths.calendar.href({ streamId: stream.id })}>
              {t('learningScreens.newCourse.toCalendar')}
            </Link>
          ) : (
            <>
              <p className={styles.note}>{t('learningScreens.newCourse.noStream')}</p>
              <Link className={buttonClassName({ variant: 'secondary' })} to={paths.catalog.href()}>
                {t('learningScreens.noStreams.toCatalog')}
              </Link>
            </>
          )}
        </div>
      </div>
    </Page>
  );
}

function NewCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useCourse(courseId);
  const streams = useStreams();
  if (course.isPending || streams.isPending) return <PageLoading label={t('common.loading')} />;
  if (course.isError) return <LoadFailed error={course.error} retry={() => course.refetch()} />;
  if (streams.isError) return <LoadFailed error={streams.error} retry={() => streams.refetch()} />;
  return <Presentation course={course.data} stream={streamOn(streams.data, courseId)} />;
}

/** /new-course/{courseId}: the course presented, and the way into it when the user has it. */
export function NewCourseScreen() {
  const courseId = useRouteId('courseId');
  return courseId === null ? <CourseNotFound /> : <NewCourse courseId={courseId} />;
}
