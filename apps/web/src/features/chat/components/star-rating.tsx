import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import styles from './chat.module.css';

/** Stars from `min` to `max` as radio buttons, so that arrows move between them; the chosen one
 * and those below it lit. */
export function StarRating({
  legend,
  min,
  max,
  value,
  disabled,
  onRate,
  problem,
}: {
  legend: string;
  min: number;
  max: number;
  value: number | null;
  disabled: boolean;
  onRate(value: number): void;
  /** Why the last rating failed, shown as an alert. */
  problem?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = useId();
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <fieldset className={styles.rating} disabled={disabled}>
      <legend className={styles.ratingLegend}>{legend}</legend>
      <span className={styles.stars}>
        {values.map((star) => (
          <label key={star} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onRate(star)}
            />
            <span aria-hidden="true" data-on={value !== null && star <= value}>
              ★
            </span>
            <VisuallyHidden>{t('chat.message.stars', { count: star })}</VisuallyHidden>
          </label>
        ))}
      </span>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
