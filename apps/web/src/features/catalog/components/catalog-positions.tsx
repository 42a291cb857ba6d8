import type { CatalogPosition } from '@platform/contracts/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Spinner } from '../../../shared/ui/spinner';
import { useAddToSubscription, usePositions } from '../api/catalog-positions';
import styles from './catalog.module.css';

/** A position: the course's picture and title, and adding it to the learner's subscription
 * (then a link into the new stream's calendar, or why it could not be added). */
function Position({ position }: { position: CatalogPosition }) {
  const { t } = useTranslation();
  const add = useAddToSubscription();
  return (
    <li className={styles.card}>
      <img className={styles.thumbnail} src={position.image} alt="" loading="lazy" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{position.course.title}</h3>
        <p className={styles.caption}>{position.title}</p>
        {add.isSuccess ? (
          <Link to={paths.calendar.href({ streamId: add.data.data.streamId })}>
            {t('catalog.positions.added')}
          </Link>
        ) : (
          <Button
            variant="secondary"
            disabled={add.isPending}
            onClick={() => add.mutate(position.id)}
          >
            {t('catalog.positions.add')}
          </Button>
        )}
        {add.isError ? (
          <p role="alert" className={styles.error}>
            {errorText(add.error, t)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The brand's catalogue positions, 6 at a time, each addable to the learner's subscription. */
export function CatalogPositions() {
  const { t } = useTranslation();
  const headingId = useId();
  const positions = usePositions();
  const items = positions.data?.pages.flatMap((page) => page.items) ?? [];
  if (positions.isSuccess && items.length === 0) return null;
  return (
    <section className={styles.positions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.positionsTitle}>
        {t('catalog.positions.title')}
      </h2>
      {positions.isError ? (
        <LoadProblem error={positions.error} retry={() => void positions.refetch()} />
      ) : positions.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <ul className={styles.grid}>
            {items.map((position) => (
              <Position key={position.id} position={position} />
            ))}
          </ul>
          {positions.hasNextPage ? (
            <Button
              variant="secondary"
              className={styles.more}
              disabled={positions.isFetchingNextPage}
              onClick={() => void positions.fetchNextPage()}
            >
              {t('catalog.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
