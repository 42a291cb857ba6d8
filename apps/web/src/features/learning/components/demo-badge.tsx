import { useTranslation } from 'react-i18next';
import styles from './demo-badge.module.css';

/** Marks a demo stream (its card, its calendar). */
export function DemoBadge() {
  const { t } = useTranslation();
  return <span className={styles.badge}>{t('learningScreens.demo')}</span>;
}
