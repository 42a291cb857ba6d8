import type { Stream } from '@platform/contracts/streams';
import {
  freezeErrorField,
  freezeErrorMessage,
  freezeRequestProblem,
} from '@platform/domain/freeze';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useCreateFreeze } from '../api/create-freeze';
import { dayStartOf, toSeconds } from '../freeze-dates';
import { freezeOf } from '../stream-status-text';
import type { CalendarState } from './calendar-screen';
import styles from './freeze.module.css';

/** Named as on the wire, so that the server's field errors land under them; each day as the
 * ms of its start (null while empty). */
type FreezeValues = { start_date: number | null; end_date: number | null };
const FIELDS = ['start_date', 'end_date'] as const;

/**
 * Orders a freeze from the start of one day to the start of another. The domain's rule (the
 * server's own) checks the dates and their limits against the stream before they are sent; the
 * server's answer is shown as it says.
 */
export function FreezeForm({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFreeze(stream.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FreezeValues>({ defaultValues: { start_date: null, end_date: null } });
  const required = t('learningScreens.freeze.dateRequired');

  /** The dates' first problem, if it belongs under `field`; one of the stream itself (it does
   * not run) goes under the end, where the form ends. */
  const problemUnder = (field: (typeof FIELDS)[number], values: FreezeValues): string | true => {
    const { start_date: startDate, end_date: endDate } = values;
    if (startDate === null || endDate === null) return true; // the empty field says so
    const current = freezeOf(stream);
    const problem = freezeRequestProblem(
      { startDate, endDate },
      { status: stream.status, freezes: current ? [current] : [] },
      Date.now(),
    );
    if (problem === null || (freezeErrorField(problem) ?? 'end_date') !== field) return true;
    const { key, params } = freezeErrorMessage(problem);
    return t(key, params);
  };

  const submit = handleSubmit(({ start_date, end_date }) => {
    if (start_date === null || end_date === null) return; // validated above
    create.mutate(
      { start_date: toSeconds(start_date), end_date: toSeconds(end_date) },
      {
        onSuccess: () => {
          const state: CalendarState = { freezeCreated: true };
          void navigate(paths.calendar.href({ streamId: stream.id }), { state });
        },
        onError: (error) => showServerErrors(error, FIELDS, setError),
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        type="date"
        label={t('learningScreens.freeze.start')}
        required
        error={errors.start_date?.message}
        {...register('start_date', {
          setValueAs: dayStartOf,
          validate: (value, values) =>
            value === null ? required : problemUnder('start_date', values),
        })}
      />
      <TextField
        type="date"
        label={t('learningScreens.freeze.end')}
        hint={t('learningScreens.freeze.endHint')}
        required
        error={errors.end_date?.message}
        {...register('end_date', {
          setValueAs: dayStartOf,
          validate: (value, values) =>
            value === null ? required : problemUnder('end_date', values),
        })}
      />
      {create.isError && !namesFields(create.error, FIELDS) ? (
        <p className={styles.error} role="alert">
          {refusalText(create.error, t)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {t('learningScreens.freeze.submit')}
      </Button>
    </form>
  );
}
