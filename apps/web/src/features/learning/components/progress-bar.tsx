import { capProgress } from '@platform/domain/lesson';
import { useTranslation } from 'react-i18next';
import styles from './progress-bar.module.css';

/** A course's progress as a bar with its percent written out. */
export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const value = capProgress(percent);
  const text = t('learningScreens.progress.value', { percent: value });
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('learningScreens.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
