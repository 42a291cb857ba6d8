import { type HomeworkStatus, homeworkStatusLabel } from '@platform/domain/homework';
import { useTranslation } from 'react-i18next';
import styles from './homework-status-badge.module.css';

/** The status in words, coloured by status: the colour only repeats what the text says. */
export function HomeworkStatusBadge({ status }: { status: HomeworkStatus }) {
  const { t } = useTranslation();
  const label = homeworkStatusLabel(status);
  return (
    <span className={[styles.badge, styles[status]].join(' ')}>{t(label.key, label.params)}</span>
  );
}
