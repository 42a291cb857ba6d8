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

/** An on/off setting with its label (Radix Switch: role switch, Space toggles). The
 * description stays outside the label: as its accessible description it is read once, after
 * the name, not a second time inside it. */
export function Switch({ label, description, checked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={id}>{label}</label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <Primitive.Root
        id={id}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Primitive.Thumb className={styles.thumb} />
      </Primitive.Root>
    </div>
  );
}
