import type { CourseDocument } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import { contentClosedBy } from '@platform/domain/content-access';
import { areDocumentsAccessible } from '@platform/domain/demo-access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useCourse } from '../api/get-course';
import { ContentClosedNotice } from './content-closed-notice';
import layout from './learning-layout.module.css';
import { LoadFailed } from './load-failed';
import styles from './materials.module.css';
import { WithStream } from './with-stream';

function DocumentItem({ document }: { document: CourseDocument }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <span className={styles.title}>{document.title}</span>
      <span className={styles.links}>
        {document.url ? (
          <Link to={paths.document.href({ url: document.url })}>
            {t('learningScreens.materials.open')}
          </Link>
        ) : null}
        {document.file ? (
          <a href={document.file.url} download={document.file.fileName}>
            {t('learningScreens.materials.download', { fileName: document.file.fileName })}
          </a>
        ) : null}
      </span>
    </li>
  );
}

function Materials({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const course = useCourse(stream.courseId);
  if (course.isPending) return <PageLoading label={t('common.loading')} />;
  if (course.isError) return <LoadFailed error={course.error} retry={() => course.refetch()} />;

  const documents = course.data.documents ?? [];
  return (
    <Page title={t('learningScreens.materials.title')}>
      <div className={styles.layout}>
        <p className={layout.muted}>{course.data.title}</p>
        {contentClosedBy(stream.status) !== null ? (
          // The server hands out no documents of a stream that does not run.
          <ContentClosedNotice stream={stream} />
        ) : !areDocumentsAccessible(stream, course.data) ? (
          <p>{t('learningScreens.materials.demoLocked')}</p>
        ) : documents.length === 0 ? (
          <p>{t('learningScreens.materials.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {documents.map((document) => (
              <DocumentItem key={document.id} document={document} />
            ))}
          </ul>
        )}
        <Link to={paths.calendar.href({ streamId: stream.id })}>
          {t('learningScreens.backToCalendar')}
        </Link>
      </div>
    </Page>
  );
}

/** /course/{streamId}/materials: the course's documents, to open or download. */
export function MaterialsScreen() {
  return <WithStream>{(stream) => <Materials stream={stream} />}</WithStream>;
}
