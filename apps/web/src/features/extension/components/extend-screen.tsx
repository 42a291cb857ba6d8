import type { ExtendStarted } from '@platform/contracts/extensions';
import { daysLeft } from '@platform/domain/plural';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useExtendOptions } from '../api/get-extend-options';
import { ExtendForm } from './extend-form';
import styles from './extension.module.css';
import { goToPayment } from './go-to-payment';

/** Nothing left to pay (points and a code covered it): the order is paid, the stream moved. */
function Paid({ streamId }: { streamId: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.done}>
      <p className={styles.doneTitle}>{t('extension.paid')}</p>
      <Link className={styles.link} to={paths.calendar.href({ streamId })}>
        {t('extension.backToCourse')}
      </Link>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('extension.title')} width="narrow">
      <p>{t('extension.notFound')}</p>
      <Link className={styles.link} to={paths.home.href()}>
        {t('extension.toHome')}
      </Link>
    </Page>
  );
}

/** /course/{streamId}/extend: the stream's end, its extensions, a promo code and points, then
 * the payment page. */
export function ExtendScreen() {
  const { t } = useTranslation();
  const streamId = useRouteId('streamId') ?? 0;
  const options = useExtendOptions(streamId);
  const formatDate = useFormatDate();
  const [paid, setPaid] = useState(false);
  const title = t('extension.title');
  if (options.isError) {
    return (
      <LoadFailedPage
        title={title}
        error={options.error}
        retry={() => void options.refetch()}
        notFound={<NotFound />}
        unknownText={t('extension.loadFailed')}
      />
    );
  }
  if (!options.data) {
    return (
      <Page title={title} width="narrow">
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  const { data } = options;
  const days = daysLeft(Date.now(), data.endDate);
  const started = (result: ExtendStarted) => {
    if (result.redirectUrl) goToPayment(result.redirectUrl);
    else setPaid(true);
  };
  return (
    <Page title={title} width="narrow">
      <p className={styles.course}>{data.courseTitle}</p>
      <p className={styles.ends}>
        {days > 0
          ? t('extension.endsIn', { count: days, date: formatDate(data.endDate) })
          : t('extension.ended', { date: formatDate(data.endDate) })}
      </p>
      {paid ? (
        <Paid streamId={data.streamId} />
      ) : data.extends.length === 0 ? (
        <p className={styles.muted}>{t('extension.none')}</p>
      ) : (
        <ExtendForm options={data} onStarted={started} />
      )}
    </Page>
  );
}
