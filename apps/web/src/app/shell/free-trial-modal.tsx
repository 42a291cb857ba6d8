import { TRIAL } from '@platform/domain/constants/shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../shared/i18n/intl-formats';
import { paths } from '../../shared/routing/paths';
import { buttonClassName } from '../../shared/ui/button';
import { Modal, type ModalSlotProps } from '../../shared/ui/modal';
import styles from './shell.module.css';

/** The trial offer of spec 000 section 9: 7 days free, then 2990 RUB a month, money back
 * within 14 days, 100+ courses in 20 categories. */
export function FreeTrialModal({ open, onOpenChange }: ModalSlotProps) {
  const { t, i18n } = useTranslation();
  const price = numberFormat(i18n.language, {
    style: 'currency',
    currency: TRIAL.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(TRIAL.monthlyPrice);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('shell.trial.title')}>
      <ul className={styles.trialList}>
        <li>{t('shell.trial.freeDays', { count: TRIAL.freeDays })}</li>
        <li>{t('shell.trial.price', { price })}</li>
        <li>{t('shell.trial.moneyBack', { count: TRIAL.moneyBackDays })}</li>
        <li>
          {t('shell.trial.courses', { count: TRIAL.courses })}{' '}
          {t('shell.trial.categories', { count: TRIAL.categories })}
        </li>
      </ul>
      <Link
        className={buttonClassName({ block: true })}
        to={paths.subscriptions.href()}
        onClick={() => onOpenChange(false)}
      >
        {t('shell.trial.start')}
      </Link>
    </Modal>
  );
}
