import { type ComponentProps, useId, useState } from 'react';
import { CharacterCounter } from './character-counter';
import styles from './text-field.module.css';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** Shown under the field and tied to it for screen readers; marks it invalid. */
  error?: string | undefined;
  /** With maxLength: shows "used / max" and tells screen readers how many are left. */
  counter?: boolean;
};

/** A multi-line text field, the look and behaviour of TextField. */
export function TextArea({
  label,
  error,
  counter = false,
  maxLength,
  className,
  onChange,
  rows = 5,
  ...textarea
}: TextAreaProps) {
  const id = useId();
  // Fields registered with react-hook-form are uncontrolled: the length is followed here.
  const [typed, setTyped] = useState(
    () => String(textarea.value ?? textarea.defaultValue ?? '').length,
  );
  const length = textarea.value === undefined ? typed : String(textarea.value).length;
  const showCounter = counter && maxLength !== undefined;
  const describedBy = [error ? `${id}-error` : null, showCounter ? `${id}-counter` : null].filter(
    Boolean,
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={[styles.input, styles.multiline].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
      />
      {error || showCounter ? (
        <div className={styles.footer}>
          {error ? (
            <span id={`${id}-error`} className={styles.error}>
              {error}
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
