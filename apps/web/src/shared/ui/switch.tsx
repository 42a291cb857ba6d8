import { Switch as Primitive } from 'radix-ui';
import { useId } from 'react';
import styles from './switch.module.css';

export type SwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
};

/** An on/off setting with its label (Radix Switch: role switch, Space toggles). */
export function Switch({ label, description, checked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>
        {label}
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </label>
      <Primitive.Root
        id={id}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <Primitive.Thumb className={styles.thumb} />
      </Primitive.Root>
    </div>
  );
}
