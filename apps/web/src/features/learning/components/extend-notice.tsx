import type { Stream } from '@platform/contracts/streams';
import { extendWarningDays } from '@platform/domain/extensions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { paths } from '../../../shared/routing/paths';
import styles from './extend-notice.module.css';

/** On a running stream that ends within the brand's daysShowWarning days: how many are left and
 * the way to extend it. Not on a demo (it is bought, not extended) nor on a stream a
 * subscription opens (renewing the subscription keeps it open). */
export function ExtendNotice({
  stream,
}: {
  stream: Pick<Stream, 'id' | 'endDate' | 'status' | 'isDemo' | 'isOptionalPurchase'>;
}) {
  const { t } = useTranslation();
  const { daysShowWarning } = useBrandConfig();
  const extendable = stream.status === 'started' && !stream.isDemo && !stream.isOptionalPurchase;
  const days = extendable ? extendWarningDays(stream.endDate, Date.now(), daysShowWarning) : null;
  if (days === null) return null;
  return (
    <p className={styles.notice}>
      {t('extension.notice', { count: days })}{' '}
      <Link className={styles.link} to={paths.extend.href({ streamId: stream.id })}>
        {t('extension.extend')}
      </Link>
    </p>
  );
}
