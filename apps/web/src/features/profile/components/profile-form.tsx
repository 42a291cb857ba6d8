import { INSTAGRAM_MAX } from '@platform/domain/constants/profile';
import { INSTAGRAM_SAMPLE_NAME } from '@platform/domain/instagram';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../shared/account/update-profile';
import { ApiError, firstFieldErrorText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { useDateEntry } from '../../../shared/i18n/date-entry';
import type { User } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { DateField } from '../../../shared/ui/date-field';
import { TextField } from '../../../shared/ui/text-field';
import { type ProfileValues, profileBodyOf, profileRules, profileValuesOf } from '../profile-rules';
import styles from './profile.module.css';

const FIELDS = [
  'name',
  'last_name',
  'email',
  'city',
  'gender',
  'phone',
  'birthday',
  'instagram_id',
] as const satisfies ReadonlyArray<keyof ProfileValues>;

/** The edit-profile form (spec: Account, section 5 rules), sent as multipart POST /user. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const entry = useDateEntry();
  const rules = profileRules(t, entry);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileValues>({ defaultValues: profileValuesOf(user, entry) });
  const update = useUpdateProfile();
  const genderErrorId = useId();

  // Server messages for fields this form does not have still deserve a line of their own;
  // a refusal that names no field at all gets the generic text.
  const serverFields = update.error instanceof ApiError ? update.error.fieldErrors : {};
  const otherFields = Object.fromEntries(
    Object.entries(serverFields).filter(
      ([field]) => !(FIELDS as readonly string[]).includes(field),
    ),
  );
  const formError = update.isError
    ? (firstFieldErrorText(otherFields) ??
      (namesFields(update.error, FIELDS) ? undefined : t('profile.edit.failed')))
    : undefined;

  const submit = handleSubmit((values) =>
    update.mutate(profileBodyOf(values, entry), {
      onSuccess: (saved) => reset(profileValuesOf(saved, entry)),
      onError: (error) => showServerErrors(error, FIELDS, setError),
    }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.grid}>
        <TextField
          label={t('profile.edit.firstName')}
          autoComplete="given-name"
          required
          error={errors.name?.message}
          {...register('name', rules.name)}
        />
        <TextField
          label={t('profile.edit.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('profile.edit.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email', rules.email)}
        />
        <TextField
          label={t('profile.edit.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('profile.edit.phoneHint')}
          error={errors.phone?.message}
          {...register('phone', rules.phone)}
        />
        <DateField
          label={t('profile.edit.birthday')}
          autoComplete="bday"
          error={errors.birthday?.message}
          {...register('birthday', rules.birthday)}
        />
        <TextField
          label={t('profile.edit.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <fieldset
          className={styles.gender}
          aria-describedby={errors.gender ? genderErrorId : undefined}
        >
          <legend className={styles.legend}>{t('profile.edit.gender')}</legend>
          <div className={styles.radios}>
            <label className={styles.radio}>
              <input type="radio" value="M" {...register('gender')} />
              {t('profile.edit.genderMale')}
            </label>
            <label className={styles.radio}>
              <input type="radio" value="F" {...register('gender')} />
              {t('profile.edit.genderFemale')}
            </label>
          </div>
          {errors.gender ? (
            <span id={genderErrorId} className={styles.fieldError}>
              {errors.gender.message}
            </span>
          ) : null}
        </fieldset>
        <TextField
          label={t('profile.edit.instagram')}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={INSTAGRAM_SAMPLE_NAME}
          maxLength={INSTAGRAM_MAX}
          counter
          error={errors.instagram_id?.message}
          {...register('instagram_id', rules.instagram_id)}
        />
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {/* Present from the start: a live region only announces changes. */}
      <p className={styles.success} role="status">
        {update.isSuccess && !isDirty ? t('profile.edit.saved') : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {t('profile.edit.submit')}
        </Button>
      </div>
    </form>
  );
}
