import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useHomeworkList } from '../api/get-homework-list';
import { useStreams } from '../api/get-streams';
import { LoadFailed } from '../components/load-failed';
import { HomeworkGroup } from './homework-group';
import { groupByStream } from './homework-groups';
import styles from './homework-list.module.css';
import { StatusFilter, useStatusFilter } from './status-filter';

/** /homework: the homework of every course, per course, filtered by status from the address. */
export function HomeworkListScreen() {
  const { t } = useTranslation();
  const list = useHomeworkList();
  const streams = useStreams();
  const status = useStatusFilter();

  const failed = list.isError ? list : streams.isError ? streams : null;
  if (failed) return <LoadFailed error={failed.error} retry={() => void failed.refetch()} />;
  if (!list.data || !streams.data) return <PageLoading label={t('common.loading')} />;

  const all = groupByStream(streams.data, list.data, null);
  const shown = status === null ? all : groupByStream(streams.data, list.data, status);
  return (
    <Page title={t('homework.list.title')} banners="homeworks">
      {all.length === 0 ? (
        <p className={styles.empty}>{t('homework.list.empty')}</p>
      ) : (
        <div className={styles.content}>
          <StatusFilter items={all.flatMap((group) => group.items)} current={status} />
          {shown.length === 0 ? (
            <p className={styles.empty}>{t('homework.list.emptyFilter')}</p>
          ) : (
            shown.map((group) => <HomeworkGroup key={group.stream.id} group={group} />)
          )}
        </div>
      )}
    </Page>
  );
}
