import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import styles from './no-streams.module.css';

/** The user studies nothing yet: where to find a course. */
export function NoStreams({ catalogHref }: { catalogHref: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.empty} aria-labelledby="no-streams-title">
      <h2 id="no-streams-title" className={styles.title}>
        {t('learningScreens.noStreams.title')}
      </h2>
      <p className={styles.text}>{t('learningScreens.noStreams.text')}</p>
      <Link className={buttonClassName()} to={catalogHref}>
        {t('learningScreens.noStreams.toCatalog')}
      </Link>
    </section>
  );
}
