import type { PointsEntry } from '@platform/contracts/points';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { usePointsHistory } from '../api/get-points-history';
import styles from './points.module.css';

function Entry({ entry }: { entry: PointsEntry }) {
  const { t } = useTranslation();
  const when = useDateTime()(entry.created_at);
  return (
    <li className={styles.entry}>
      <p className={styles.what}>{entry.howItWas}</p>
      <time className={styles.when} dateTime={when.iso}>
        {when.text}
      </time>
      <span className={styles[entry.type]}>
        {t(`points.history.${entry.type}`, { count: Math.abs(entry.amount) })}
      </span>
    </li>
  );
}

/** /user/points/history: what the points were given and spent for, newest first, 20 at a time. */
export function PointsHistoryScreen() {
  const { t } = useTranslation();
  const history = usePointsHistory();
  const entries = history.data?.pages.flatMap((page) => page.items);
  return (
    <Page title={t('points.history.title')} width="narrow">
      <Link className={styles.link} to={paths.points.href()}>
        {t('points.history.back')}
      </Link>
      <section className={styles.history} aria-label={t('points.history.entries')}>
        {history.isError ? (
          <LoadProblem
            error={history.error}
            retry={() => void history.refetch()}
            unknownText={t('points.loadFailed')}
          />
        ) : !entries ? (
          <Spinner label={t('common.loading')} />
        ) : entries.length === 0 ? (
          <p className={styles.note}>{t('points.history.empty')}</p>
        ) : (
          <>
            <ul className={styles.entries}>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('points.history.more')}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </Page>
  );
}
