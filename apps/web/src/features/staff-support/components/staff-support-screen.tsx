import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/current-user';
import { ListSection } from '../../../shared/ui/list-section';
import { Page } from '../../../shared/ui/page';
import { type StaffTechQuestion, useStaffQuestions } from '../api/get-staff-questions';
import { StaffOnly } from './staff-only';
import styles from './staff-support.module.css';

function QuestionEntry({ question }: { question: StaffTechQuestion }) {
  const { t } = useTranslation();
  const asked = useDateTime()(question.created_at);
  const answered = question.replies_count > 0;
  return (
    <li>
      <Link
        className={styles.question}
        to={paths.staffSupportQuestion.href({ questionId: question.id })}
      >
        <span className={styles.head}>
          <span className={styles.name}>{question.name}</span>
          <span className={answered ? styles.answered : styles.waiting}>
            {answered
              ? t('staffSupport.list.answered', { count: question.replies_count })
              : t('staffSupport.list.waiting')}
          </span>
        </span>
        <span className={styles.muted}>
          {[question.category ?? t('staffSupport.noTopic'), question.email]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <time className={styles.muted} dateTime={asked.iso}>
          {asked.text}
        </time>
        <span className={styles.excerpt}>{question.message}</span>
      </Link>
    </li>
  );
}

function StaffQuestions() {
  const { t } = useTranslation();
  return (
    <Page title={t('staffSupport.title')}>
      <ListSection
        title={t('staffSupport.list.title')}
        list={useStaffQuestions()}
        empty={t('staffSupport.list.empty')}
      >
        {(questions) => (
          <ul className={styles.questions}>
            {questions.map((question) => (
              <QuestionEntry key={question.id} question={question} />
            ))}
          </ul>
        )}
      </ListSection>
    </Page>
  );
}

/**
 * /staff/support: the brand's support questions for its support staff (the brand's admins),
 * those awaiting a reply first, each opening its conversation. Others are told what the page
 * is for (the API refuses them anyway).
 */
export function StaffSupportScreen() {
  const user = useCurrentUser().data;
  return user?.isAdmin ? <StaffQuestions /> : <StaffOnly />;
}
