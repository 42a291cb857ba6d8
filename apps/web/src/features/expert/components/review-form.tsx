import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { useReviewHomework, type Verdict } from '../api/review-homework';
import styles from './expert.module.css';

/** The verdict on homework on checking: approved or not, with a comment the learner reads
 * (required either way). */
export function ReviewForm({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  const review = useReviewHomework(statusId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { comment: '' } });
  const decide = (status: Verdict['status']) =>
    handleSubmit(({ comment }) => review.mutate({ status, comment: comment.trim() }));
  return (
    <form className={styles.form} noValidate onSubmit={decide('DONE')}>
      <TextArea
        label={t('expert.reviews.comment')}
        rows={4}
        error={errors.comment?.message}
        {...register('comment', {
          validate: (text) => text.trim() !== '' || t('expert.reviews.commentRequired'),
        })}
      />
      <div role="alert">
        {review.isError ? <p className={styles.error}>{refusalText(review.error, t)}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={review.isPending}>
          {t('expert.reviews.approve')}
        </Button>
        <Button variant="secondary" disabled={review.isPending} onClick={decide('FAIL')}>
          {t('expert.reviews.reject')}
        </Button>
      </div>
    </form>
  );
}
