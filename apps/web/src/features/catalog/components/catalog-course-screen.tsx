import type { SearchCourse } from '@platform/contracts/catalog';
import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { Avatar } from '../../../shared/ui/avatar';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useStreamOn } from '../api/get-my-streams';
import { useCatalogCourse } from '../api/search-courses';
import styles from './catalog.module.css';
import { categoryTitle } from './category-title';

function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('catalog.course.notFound')} width="narrow">
      <p>{t('catalog.course.notFoundText')}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.catalog.href()}>
        {t('catalog.course.toCatalog')}
      </Link>
    </Page>
  );
}

function Presentation({ course, stream }: { course: SearchCourse; stream: Stream | null }) {
  const { t } = useTranslation();
  const labels = [
    course.category ? categoryTitle(t, course.category) : null,
    course.subcategory?.name ?? null,
  ].filter(Boolean);
  return (
    <Page title={course.title}>
      <div className={styles.course}>
        {course.backgroundImage ? (
          <img className={styles.courseImage} src={course.backgroundImage} alt="" />
        ) : null}
        <div className={styles.courseText}>
          {labels.length > 0 ? <p className={styles.labels}>{labels.join(' · ')}</p> : null}
          {course.caption ? <p lang={course.language}>{course.caption}</p> : null}
          {course.excerpt ? <p lang={course.language}>{course.excerpt}</p> : null}
          {course.coach ? (
            <p className={styles.coach}>
              <Avatar src={course.coach.photo} name={course.coach.name} />
              <span>{t('catalog.coach', { name: course.coach.name })}</span>
            </p>
          ) : null}
          {stream ? (
            <Link className={buttonClassName()} to={paths.calendar.href({ streamId: stream.id })}>
              {t('catalog.course.toCalendar')}
            </Link>
          ) : (
            <p className={styles.caption}>{t('catalog.course.notYours')}</p>
          )}
          {course.landing ? (
            <a
              className={buttonClassName({ variant: stream ? 'secondary' : 'primary' })}
              href={course.landing}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('catalog.course.landing')}
              <VisuallyHidden> ({t('catalog.opensInNewTab')})</VisuallyHidden>
            </a>
          ) : null}
          <Link to={paths.catalog.href()}>{t('catalog.course.toCatalog')}</Link>
        </div>
      </div>
    </Page>
  );
}

function CatalogCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useCatalogCourse(courseId);
  const stream = useStreamOn(courseId);
  if (course.isPending || stream.isPending) return <PageLoading label={t('common.loading')} />;
  if (course.isError) {
    return (
      <Page title={t('catalog.title')} width="narrow">
        <p role="alert">{t('catalog.failed')}</p>
        <Button onClick={() => void course.refetch()}>{t('common.actions.retry')}</Button>
      </Page>
    );
  }
  if (course.data === null) return <CourseNotFound />;
  // Without the streams the course is still shown, as not (yet) the learner's.
  return <Presentation course={course.data} stream={stream.data ?? null} />;
}

/** /new-course/{courseId}: a course of the catalogue presented (found through the search, from
 * the copy a search holds), and the way into it when the learner has it. */
export function CatalogCourseScreen() {
  const courseId = useRouteId('courseId');
  return courseId === null ? <CourseNotFound /> : <CatalogCourse courseId={courseId} />;
}
