import { canSubmitHomework, homeworkStatusHint } from '@platform/domain/homework';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '../../../shared/api/api-error';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useCourseStages } from '../api/get-course-stages';
import { type Thread, useHomeworkThread } from '../api/get-homework-thread';
import { LoadFailed } from '../components/load-failed';
import styles from './homework.module.css';
import { HomeworkDialogue } from './homework-dialogue';
import { HomeworkForm } from './homework-form';
import { homeworkPlaceText } from './homework-place';
import { HomeworkStatusBadge } from './homework-status-badge';

function HomeworkNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('homework.screen.notFoundTitle')} width="narrow">
      <p>{t('homework.screen.notFoundText')}</p>
      <Link to={paths.homeworks.href()}>{t('homework.screen.back')}</Link>
    </Page>
  );
}

function HomeworkView({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  const brand = useBrandConfig();
  const taskId = useId();
  const { userHomeworkStatus: status, messages } = thread;
  const { homework } = status;
  const stages = useCourseStages(homework.courseId).data ?? [];
  const place = homeworkPlaceText(homework, stages, t);
  const hint = homeworkStatusHint(status.status);
  return (
    <Page title={homework.title} width="narrow">
      <div className={styles.screen}>
        <Link className={styles.back} to={paths.homeworks.href()}>
          {t('homework.screen.back')}
        </Link>
        {place ? <p className={styles.muted}>{place}</p> : null}
        {/* Announced when it changes: a sent homework turns "on checking". */}
        <div className={styles.status} aria-live="polite">
          <HomeworkStatusBadge status={status.status} />
          {hint ? <p className={styles.muted}>{t(hint.key, hint.params)}</p> : null}
        </div>
        <section className={styles.section} aria-labelledby={taskId}>
          <h2 id={taskId} className={styles.sectionTitle}>
            {t('homework.screen.task')}
          </h2>
          <p className={styles.text}>{homework.description}</p>
        </section>
        <HomeworkDialogue messages={messages} />
        {status.isLocked ? (
          <p className={styles.locked}>{t('learning.homeworkErrors.locked')}</p>
        ) : null}
        {!status.isLocked && canSubmitHomework(status.status) ? (
          <HomeworkForm
            // A new status (a verdict came meanwhile) is a new attempt with its own key.
            key={status.status}
            streamId={status.streamId}
            statusId={status.id}
            kind={homework.kind}
            retake={status.status === 'FAIL'}
          />
        ) : null}
        {/* The brand's homework topic in the support centre, about this stream. */}
        <Link
          className={styles.back}
          to={paths.supportStream.href({
            categoryId: brand.passHomeworkSupportCategoryId,
            streamId: status.streamId,
          })}
        >
          {t('homework.screen.askSupport')}
        </Link>
      </div>
    </Page>
  );
}

function HomeworkThreadScreen({ streamId, statusId }: { streamId: number; statusId: number }) {
  const { t } = useTranslation();
  const thread = useHomeworkThread(streamId, statusId);
  if (thread.data) return <HomeworkView thread={thread.data} />;
  if (!thread.isError) return <PageLoading label={t('common.loading')} />;
  if (isNotFound(thread.error)) return <HomeworkNotFound />;
  return <LoadFailed error={thread.error} retry={() => void thread.refetch()} />;
}

/** /homework/:streamId/:homeworkId, where homeworkId is the id of the user's homework status
 * (the list links with it): the task, its status, the dialogue with the expert and, while it
 * may be sent (not sent yet, or not approved), the answer form. */
export function HomeworkScreen() {
  const streamId = useRouteId('streamId');
  const statusId = useRouteId('homeworkId');
  if (streamId === null || statusId === null) return <HomeworkNotFound />;
  return <HomeworkThreadScreen streamId={streamId} statusId={statusId} />;
}
