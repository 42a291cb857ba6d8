import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { CharacterCounter } from './character-counter';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field and tied to it for screen readers; marks the input invalid. */
  error?: string | undefined;
  hint?: string;
  /** With maxLength: shows "used / max" and tells screen readers how many are left. */
  counter?: boolean;
  /** A control inside the field's right edge (the password toggle). */
  adornment?: (inputId: string) => ReactNode;
};

export function TextField({
  label,
  error,
  hint,
  counter = false,
  adornment,
  maxLength,
  className,
  onChange,
  ...input
}: TextFieldProps) {
  const id = useId();
  // Fields registered with react-hook-form are uncontrolled: the length is followed here.
  const [typed, setTyped] = useState(() => String(input.value ?? input.defaultValue ?? '').length);
  const length = input.value === undefined ? typed : String(input.value).length;
  const showCounter = counter && maxLength !== undefined;
  const describedBy = [
    hint && !error ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    showCounter ? `${id}-counter` : null,
  ].filter(Boolean);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          maxLength={maxLength}
          className={[styles.input, adornment ? styles.withAdornment : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(event) => {
            setTyped(event.target.value.length);
            onChange?.(event);
          }}
        />
        {adornment ? <div className={styles.adornment}>{adornment(id)}</div> : null}
      </div>
      {hint || error || showCounter ? (
        <div className={styles.footer}>
          {error ? (
            <span id={`${id}-error`} className={styles.error}>
              {error}
            </span>
          ) : hint ? (
            <span id={`${id}-hint`} className={styles.hint}>
              {hint}
            </span>
          ) : null}
          {showCounter ? (
            <CharacterCounter id={`${id}-counter`} length={length} max={maxLength} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
