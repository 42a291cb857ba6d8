import type { DiscountCheck } from '@platform/contracts/discounts';
import type { ExtendOptions, ExtendStarted } from '@platform/contracts/extensions';
import { maxSpendablePoints } from '@platform/domain/points';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorText, refusalText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { useFormatMoney } from '../../../shared/i18n/format-money';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useCheckDiscount } from '../api/check-discount';
import { useStartExtension } from '../api/start-extension';
import styles from './extension.module.css';

type Contact = { email: string; phone: string; name: string };
const CONTACT_FIELDS = ['email', 'phone', 'name'] as const;

/** The promo code: checked first; only a code whose check succeeded is sent with the order. */
function DiscountField({
  serviceId,
  applied,
  onApplied,
}: {
  serviceId: number;
  applied: DiscountCheck | null;
  onApplied(check: DiscountCheck | null): void;
}) {
  const { t } = useTranslation();
  const check = useCheckDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const typed = code.trim();
    if (typed === '') return;
    setError(undefined);
    check.mutate(
      { code: typed, serviceId },
      {
        onSuccess: onApplied,
        onError: (failure) => {
          onApplied(null);
          const fields = failure instanceof ApiError ? failure.fieldErrors : {};
          setError(fieldErrorText(fields, 'code') ?? refusalText(failure, t));
        },
      },
    );
  };
  return (
    <div className={styles.code}>
      <TextField
        label={t('extension.code.label')}
        value={code}
        autoComplete="off"
        maxLength={64}
        error={error}
        hint={applied ? t('extension.code.applied', { code: applied.code }) : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          if (applied) onApplied(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Button variant="secondary" onClick={apply} disabled={check.isPending || code.trim() === ''}>
        {check.isPending ? t('extension.code.checking') : t('extension.code.apply')}
      </Button>
    </div>
  );
}

/** Choose the extension, apply a promo code and points, give the receipt's contacts, pay. */
export function ExtendForm({
  options,
  onStarted,
}: {
  options: ExtendOptions;
  onStarted(started: ExtendStarted): void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const user = useCurrentUser().data;
  const groupId = useId();
  const start = useStartExtension(options.streamId);
  // Access first: the screen is reached from a stream that is ending.
  const [serviceId, setServiceId] = useState(
    (options.extends.find((item) => item.typeCode === 'course_subscription') ?? options.extends[0])
      ?.id ?? 0,
  );
  const [discount, setDiscount] = useState<DiscountCheck | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Contact>({
    defaultValues: {
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      name: [user?.name, user?.last_name].filter(Boolean).join(' '),
    },
  });
  const chosen = options.extends.find((item) => item.id === serviceId);
  const price = chosen?.service.price ?? 0;
  const currency = chosen?.service.currency ?? 'RUB';
  const afterCode = discount?.total ?? price;
  const points = options.points.spendable
    ? maxSpendablePoints(options.points.balance, afterCode)
    : 0;
  const spent = usePoints ? points : 0;
  const total = afterCode - spent * 100;

  const submit = handleSubmit((contact) => {
    setProblem(null);
    start.mutate(
      {
        serviceId,
        body: {
          email: contact.email.trim(),
          phone: contact.phone.trim(),
          name: contact.name.trim(),
          ...(discount ? { promocode: discount.code } : {}),
          ...(spent > 0 ? { points: spent } : {}),
        },
      },
      {
        onSuccess: onStarted,
        onError: (error) => {
          showServerErrors(error, CONTACT_FIELDS, setError);
          if (!namesFields(error, CONTACT_FIELDS)) setProblem(refusalText(error, t));
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('extension.choose')}</legend>
        {options.extends.map((item) => (
          <label key={item.id} className={styles.option}>
            <input
              type="radio"
              name={`${groupId}-service`}
              value={item.id}
              checked={item.id === serviceId}
              onChange={() => {
                setServiceId(item.id);
                setDiscount(null);
              }}
            />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{item.service.title}</span>
              <span className={styles.muted}>
                {t(`extension.type.${item.typeCode}`, { count: item.service.days })}
              </span>
            </span>
            <span className={styles.price}>{money(item.service.price, item.service.currency)}</span>
          </label>
        ))}
      </fieldset>

      <DiscountField serviceId={serviceId} applied={discount} onApplied={setDiscount} />

      {options.points.spendable && points > 0 ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={usePoints}
            onChange={(event) => setUsePoints(event.target.checked)}
          />
          {t('extension.points.use', { count: points })}
        </label>
      ) : (
        <p className={styles.muted}>
          {t('extension.points.notYet', { count: options.points.balance })}
        </p>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('extension.contact')}</legend>
        <TextField
          label={t('extension.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', { required: t('extension.emailRequired') })}
        />
        <TextField
          label={t('extension.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('extension.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
      </fieldset>

      <dl className={styles.summary} aria-live="polite">
        <dt>{t('extension.summary.price')}</dt>
        <dd>{money(price, currency)}</dd>
        {discount ? (
          <>
            <dt>{t('extension.summary.discount', { code: discount.code })}</dt>
            <dd>−{money(discount.discount, currency)}</dd>
          </>
        ) : null}
        {spent > 0 ? (
          <>
            <dt>{t('extension.summary.points')}</dt>
            <dd>−{money(spent * 100, currency)}</dd>
          </>
        ) : null}
        <dt className={styles.totalTerm}>{t('extension.summary.total')}</dt>
        <dd className={styles.total}>{money(total, currency)}</dd>
      </dl>

      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block disabled={start.isPending || !chosen}>
        {start.isPending
          ? t('extension.paying')
          : t('extension.pay', { price: money(total, currency) })}
      </Button>
    </form>
  );
}
