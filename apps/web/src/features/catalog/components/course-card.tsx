import type { SearchCourse } from '@platform/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Avatar } from '../../../shared/ui/avatar';
import styles from './catalog.module.css';
import { categoryTitle } from './category-title';

/** A found course: its thumbnail, category, title (the link to the course), caption, coach. */
export function CourseCard({ course }: { course: SearchCourse }) {
  const { t } = useTranslation();
  const labels = [
    course.category ? categoryTitle(t, course.category) : null,
    course.subcategory?.name ?? null,
  ].filter((label): label is string => label !== null);
  return (
    <li className={styles.card}>
      {course.backgroundImage ? (
        <img className={styles.thumbnail} src={course.backgroundImage} alt="" loading="lazy" />
      ) : (
        <div className={styles.thumbnail} />
      )}
      <div className={styles.cardBody}>
        {labels.length > 0 ? <p className={styles.labels}>{labels.join(' · ')}</p> : null}
        <h2 className={styles.cardTitle} lang={course.language}>
          <Link className={styles.cardLink} to={paths.newCourse.href({ courseId: course.id })}>
            {course.title}
          </Link>
        </h2>
        {course.caption ? (
          <p className={styles.caption} lang={course.language}>
            {course.caption}
          </p>
        ) : null}
        {course.coach ? (
          <p className={styles.coach}>
            <Avatar src={course.coach.photo} name={course.coach.name} size="s" />
            <span>{t('catalog.coach', { name: course.coach.name })}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}
