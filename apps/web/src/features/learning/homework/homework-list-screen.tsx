import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useHomeworkList } from '../api/get-homework-list';
import { useStreams } from '../api/get-streams';
import { LoadFailed } from '../components/load-failed';
import { useHomeworkFilters } from './homework-filters';
import { HomeworkGroup } from './homework-group';
import { groupByStream, NO_FILTERS } from './homework-groups';
import styles from './homework-list.module.css';
import { StatusFilter } from './status-filter';
import { StreamScope } from './stream-scope';

/** /homework: the homework of every stream, one group per stream, narrowed to one stream and one
 * status by the address. */
export function HomeworkListScreen() {
  const { t } = useTranslation();
  const list = useHomeworkList();
  const streams = useStreams();
  const filters = useHomeworkFilters();

  const failed = list.isError ? list : streams.isError ? streams : null;
  if (failed) return <LoadFailed error={failed.error} retry={() => void failed.refetch()} />;
  if (!list.data || !streams.data) return <PageLoading label={t('common.loading')} />;

  const any = groupByStream(streams.data, list.data, NO_FILTERS).length > 0;
  // The status counts are those of the stream the list is narrowed to.
  const scoped = groupByStream(streams.data, list.data, { ...filters, status: null });
  const shown = groupByStream(streams.data, list.data, filters);
  return (
    <Page title={t('homework.list.title')} banners="homeworks">
      {any ? (
        <div className={styles.content}>
          {filters.streamId === null ? null : (
            <StreamScope streams={streams.data} filters={filters} />
          )}
          {scoped.length === 0 ? (
            <p className={styles.empty}>{t('homework.list.emptyStream')}</p>
          ) : (
            <>
              <StatusFilter items={scoped.flatMap((group) => group.items)} filters={filters} />
              {shown.length === 0 ? (
                <p className={styles.empty}>{t('homework.list.emptyFilter')}</p>
              ) : (
                shown.map((group) => <HomeworkGroup key={group.stream.id} group={group} />)
              )}
            </>
          )}
        </div>
      ) : (
        <p className={styles.empty}>{t('homework.list.empty')}</p>
      )}
    </Page>
  );
}
