import type { HomeworkKind } from '@platform/domain/homework';
import { homeworkErrorMessage } from '@platform/domain/homework';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, firstFieldErrorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { FileAttachments } from '../../../shared/uploads/file-attachments';
import { useFileUploads } from '../../../shared/uploads/use-file-uploads';
import { useSubmitHomework } from '../api/submit-homework';
import styles from './homework.module.css';
import { type SubmissionValues, submissionProblem } from './submission-problem';

type Props = {
  streamId: number;
  statusId: number;
  kind: HomeworkKind;
  /** After "Not approved" the homework is taken again. */
  retake: boolean;
};

/** The server's first field message says what it refused; without one, the general text. */
function refusal(error: unknown): string | undefined {
  return error instanceof ApiError ? firstFieldErrorText(error.fieldErrors) : undefined;
}

/** The answer to a homework: by its kind a message, an exercise answer, photos and videos. */
export function HomeworkForm({ streamId, statusId, kind, retake }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const uploads = useFileUploads();
  const submit = useSubmitHomework(streamId, statusId);
  // One key for this form's submission: a retry after a lost answer is the same submission,
  // which the server answers again instead of storing it twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SubmissionValues>({ defaultValues: { message: '', exercise: '' } });

  const submitLabel = retake ? t('homework.form.retake') : t('homework.form.submit');

  const send = handleSubmit((values) => {
    const problem = submissionProblem(kind, values, {
      busy: uploads.busy,
      fileCount: uploads.fileIds.length,
    });
    if (problem) {
      const message = t(homeworkErrorMessage(problem.code).key);
      setError(problem.place, { type: 'validate', message }, { shouldFocus: true });
      return;
    }
    submit.mutate({
      message: values.message.trim(),
      exercise: kind === 'exercise' ? values.exercise.trim() : null,
      file_ids: uploads.fileIds,
      idempotency_key: idempotencyKey,
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={send} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {retake ? t('homework.form.retakeTitle') : t('homework.form.title')}
      </h2>
      {retake ? <p className={styles.muted}>{t('homework.form.retakeIntro')}</p> : null}
      {kind === 'exercise' ? (
        <TextArea
          label={t('homework.form.exercise')}
          error={errors.exercise?.message}
          {...register('exercise')}
        />
      ) : null}
      <TextArea
        label={kind === 'message' ? t('homework.form.message') : t('homework.form.comment')}
        error={errors.message?.message}
        {...register('message')}
      />
      <FileAttachments
        uploads={uploads}
        error={errors.root?.files?.message}
        onPick={(files) => {
          clearErrors('root.files');
          uploads.add(files);
        }}
      />
      <div role="alert">
        {/* Said while it is true: once the uploads end, sending again goes through. */}
        {errors.root?.uploads && uploads.busy ? (
          <p className={styles.error}>{errors.root.uploads.message}</p>
        ) : null}
        {submit.isError ? (
          <p className={styles.error}>
            {refusal(submit.error) ?? t('learning.homeworkErrors.couldNotSend')}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('homework.form.sending') : submitLabel}
      </Button>
    </form>
  );
}
