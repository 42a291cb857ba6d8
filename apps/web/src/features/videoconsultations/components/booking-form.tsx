import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { VIDEO_CONSULTATION_NOTE_MAX } from '@platform/domain/constants/video-consultations';
import { checkPhone, phoneErrorMessage } from '@platform/domain/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, refusalText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Spinner } from '../../../shared/ui/spinner';
import { TextArea } from '../../../shared/ui/text-area';
import { TextField } from '../../../shared/ui/text-field';
import { useConsultationSlots } from '../api/get-consultation-slots';
import { useUpdateConsultation } from '../api/update-consultation';
import { SlotPicker } from './slot-picker';
import { useLearnerTimezone } from './use-learner-clock';
import styles from './videoconsultations.module.css';

type Values = { slot: string; note: string; phone: string };
const FIELDS = ['note', 'phone'] as const;

/** Books the consultation or moves it: a free slot, a note and a phone (international format,
 * the profile's rule; empty is allowed). A slot taken meanwhile (409) refreshes the slots. */
export function BookingForm({
  consultation,
  onBooked,
}: {
  consultation: OnlineConsultation;
  onBooked(booking: OnlineConsultation): void;
}) {
  const { t } = useTranslation();
  const timezone = useLearnerTimezone();
  const slots = useConsultationSlots(consultation.id, timezone);
  const update = useUpdateConsultation(consultation.id);
  const user = useCurrentUser().data;
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      slot: '',
      note: consultation.note ?? '',
      phone: consultation.phone ?? user?.phone ?? '',
    },
  });

  const submit = handleSubmit((values) => {
    setProblem(null);
    update.mutate(
      {
        start_date_time: Number(values.slot),
        note: values.note.trim(),
        phone: values.phone.trim(),
      },
      {
        onSuccess: onBooked,
        onError: (error) => {
          showServerErrors(error, FIELDS, setError);
          if (namesFields(error, FIELDS)) return;
          const text = refusalText(error, t);
          if (error instanceof ApiError && error.status === 409) {
            setValue('slot', '');
            void slots.refetch();
            setProblem(`${text} ${t('videoconsultations.booking.refreshed')}`);
          } else {
            setProblem(text);
          }
        },
      },
    );
  });

  if (slots.isError) return <LoadProblem error={slots.error} retry={() => void slots.refetch()} />;
  if (!slots.data) return <Spinner label={t('common.loading')} />;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SlotPicker
        slots={slots.data}
        field={register('slot', { required: t('videoconsultations.booking.slotRequired') })}
        error={errors.slot?.message}
        onDayChange={() => setValue('slot', '')}
      />
      <TextArea
        label={t('videoconsultations.booking.note')}
        maxLength={VIDEO_CONSULTATION_NOTE_MAX}
        counter
        rows={4}
        // Registered fields get their value through the ref; the counter reads this one.
        defaultValue={consultation.note ?? ''}
        error={errors.note?.message}
        {...register('note')}
      />
      <TextField
        label={t('videoconsultations.booking.phone')}
        hint={t('videoconsultations.booking.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone', {
          validate: (value) => {
            const code = value.trim() === '' ? null : checkPhone(value);
            if (code === null) return true;
            const { key, params } = phoneErrorMessage(code);
            return t(key, params);
          },
        })}
      />
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {update.isPending
          ? t('videoconsultations.booking.sending')
          : consultation.status === 'booked'
            ? t('videoconsultations.booking.move')
            : t('videoconsultations.booking.book')}
      </Button>
    </form>
  );
}
