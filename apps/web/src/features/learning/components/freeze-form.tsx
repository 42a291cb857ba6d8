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
import { type CalendarDay, startOfDay, useDateEntry } from '../../../shared/i18n/date-entry';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { DateField } from '../../../shared/ui/date-field';
import { useCreateFreeze } from '../api/create-freeze';
import { freezeSecondsOf } from '../freeze-dates';
import { freezeOf } from '../stream-status-text';
import type { CalendarState } from './calendar-screen';
import styles from './freeze.module.css';

/** Named as on the wire, so that the server's field errors land under them; each day as typed,
 * in the interface language's format. */
type FreezeValues = { start_date: string; end_date: string };
type Field = keyof FreezeValues;
const FIELDS = ['start_date', 'end_date'] as const satisfies readonly Field[];

/**
 * Orders a freeze from the start of one day to the start of another, both typed in the
 * interface language's format. The domain's rule (the server's own) checks the dates and their
 * limits against the stream before they are sent; the server's answer is shown as it says.
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
  } = useForm<FreezeValues>({ defaultValues: { start_date: '', end_date: '' } });
  const entry = useDateEntry();
  /** The typed day, or null while it is none (its own field says why). */
  const dayOf = (text: string): CalendarDay | null => {
    const day = entry.parse(text);
    return typeof day === 'string' ? null : day;
  };

  /** The dates' first problem, if it belongs under `field`; one of the stream itself (it does
   * not run) goes under the end, where the form ends. */
  const problemUnder = (field: Field, values: FreezeValues): string | true => {
    const start = dayOf(values.start_date);
    const end = dayOf(values.end_date);
    if (start === null || end === null) return true;
    const current = freezeOf(stream);
    const problem = freezeRequestProblem(
      { startDate: startOfDay(start), endDate: startOfDay(end) },
      { ...stream, freezes: current ? [current] : [] },
      Date.now(),
    );
    if (problem === null || (freezeErrorField(problem) ?? 'end_date') !== field) return true;
    const { key, params } = freezeErrorMessage(problem);
    return t(key, params);
  };

  /** Each field: filled, a real day in the format, then the rule over both days. */
  const rules = (field: Field) => ({
    validate: (value: string, values: FreezeValues) => {
      if (value.trim() === '') return t('learningScreens.freeze.dateRequired');
      const day = entry.parse(value);
      return typeof day === 'string' ? entry.problemText(day) : problemUnder(field, values);
    },
  });

  const submit = handleSubmit((values) => {
    const start = dayOf(values.start_date);
    const end = dayOf(values.end_date);
    if (start === null || end === null) return; // validated above
    create.mutate(
      { start_date: freezeSecondsOf(start), end_date: freezeSecondsOf(end) },
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
      <DateField
        label={t('learningScreens.freeze.start')}
        required
        error={errors.start_date?.message}
        {...register('start_date', rules('start_date'))}
      />
      <DateField
        label={t('learningScreens.freeze.end')}
        hint={t('learningScreens.freeze.endHint')}
        required
        error={errors.end_date?.message}
        {...register('end_date', rules('end_date'))}
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
