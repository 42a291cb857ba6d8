import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { ListSection } from '../../../shared/ui/list-section';
import { Page } from '../../../shared/ui/page';
import { useSupportCategories } from '../api/get-support-categories';
import { MyQuestions } from './my-questions';
import styles from './support.module.css';

/** The support topics, each leading to its form. */
function Topics() {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('support.centre.topics')}
      list={useSupportCategories()}
      empty={t('support.centre.topicsEmpty')}
    >
      {(categories) => (
        <ul className={styles.topics}>
          {categories.map((category) => (
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
    </ListSection>
  );
}

/** /support: the topics, and the learner's questions with support's replies. */
export function SupportScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('support.centre.title')} banners="support">
      <p className={styles.intro}>{t('support.centre.intro')}</p>
      <div className={styles.columns}>
        <Topics />
        <MyQuestions />
      </div>
    </Page>
  );
}
