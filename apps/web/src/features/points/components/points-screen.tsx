import { POINTS_SPEND_THRESHOLD } from '@platform/domain/constants/points';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { usePointsBalance } from '../api/get-points-balance';
import styles from './points.module.css';

const FAQ = ['earn', 'spend', 'threshold', 'return'] as const;

function Balance() {
  const { t } = useTranslation();
  const balance = usePointsBalance();
  if (balance.isError) {
    return (
      <LoadProblem
        error={balance.error}
        retry={() => void balance.refetch()}
        unknownText={t('points.loadFailed')}
      />
    );
  }
  if (!balance.data) return <Spinner label={t('common.loading')} />;
  const { amount, canSpend } = balance.data;
  return (
    <>
      <p className={styles.amount}>{t('shell.points', { count: amount })}</p>
      <p className={styles.note}>
        {canSpend
          ? t('points.canSpend')
          : t('points.toThreshold', { count: POINTS_SPEND_THRESHOLD - amount })}
      </p>
    </>
  );
}

/** /user/points: the balance, what it can pay for, the history's link and the FAQ. */
export function PointsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('points.title')}>
      <div className={styles.layout}>
        <section className={styles.balance} aria-label={t('points.balance')}>
          <p className={styles.label}>{t('points.balance')}</p>
          <Balance />
          <Link className={styles.link} to={paths.pointsHistory.href()}>
            {t('points.historyLink')}
          </Link>
        </section>
        <section className={styles.faq} aria-labelledby="points-faq">
          <h2 id="points-faq" className={styles.faqTitle}>
            {t('points.faq.title')}
          </h2>
          {FAQ.map((topic) => (
            <details key={topic} className={styles.item}>
              <summary className={styles.question}>{t(`points.faq.${topic}Q`)}</summary>
              <p className={styles.answer}>{t(`points.faq.${topic}A`)}</p>
            </details>
          ))}
        </section>
      </div>
    </Page>
  );
}
