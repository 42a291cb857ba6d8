import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/i18n/format-date';
import styles from './calendar.module.css';

/** Confirms the freeze the user has just ordered, with its dates. */
export function FreezeNotice({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const freeze = stream.userCourseStreamFreeze;
  if (freeze === null) return null;
  return (
    <p className={styles.notice} role="status">
      {t('learningScreens.freeze.created', {
        start: formatDate(freeze.startDate),
        end: formatDate(freeze.endDate),
      })}
    </p>
  );
}
