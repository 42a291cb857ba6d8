import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useSupportCategories } from '../api/get-support-categories';
import { LoadProblem } from './load-problem';
import { MyQuestions } from './my-questions';
import styles from './support.module.css';

/** The support topics, each leading to its form. */
function Topics() {
  const { t } = useTranslation();
  const headingId = useId();
  const categories = useSupportCategories();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('support.centre.topics')}
      </h2>
      {categories.isError ? (
        <LoadProblem error={categories.error} retry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <Spinner label={t('common.loading')} />
      ) : categories.data.length === 0 ? (
        <p className={styles.muted}>{t('support.centre.topicsEmpty')}</p>
      ) : (
        <ul className={styles.topics}>
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link
                className={styles.topic}
                to={paths.supportCategory.href({ categoryId: category.id })}
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /support: the topics, and the learner's questions with support's replies. */
export function SupportScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('support.centre.title')}>
      <p className={styles.intro}>{t('support.centre.intro')}</p>
      <div className={styles.columns}>
        <Topics />
        <MyQuestions />
      </div>
    </Page>
  );
}
