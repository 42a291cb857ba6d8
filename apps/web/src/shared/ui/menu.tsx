import { DropdownMenu } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './menu.module.css';

/**
 * A menu behind a button (Radix DropdownMenu: arrow keys, typeahead, Escape, focus returned to
 * the button). `trigger` is what the button shows; `label` names it when that is only an icon.
 */
export function Menu({
  trigger,
  label,
  triggerClassName,
  children,
}: {
  trigger: ReactNode;
  label?: string;
  triggerClassName?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClassName ?? styles.trigger} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function join(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** An entry; with `asChild` it is the link inside it (router links, external links). */
export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={join(styles.item, className)} {...props} />;
}

/** Entries under an optional heading, which names the group for screen readers. */
export function MenuGroup({ label, children }: { label?: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <DropdownMenu.Group className={styles.group} aria-labelledby={label ? labelId : undefined}>
      {label ? (
        <DropdownMenu.Label id={labelId} className={styles.label}>
          {label}
        </DropdownMenu.Label>
      ) : null}
      {children}
    </DropdownMenu.Group>
  );
}

/** A nested menu, opened by its entry (arrow right, Enter or pointer). */
export function MenuSub({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={join(styles.item, styles.subTrigger)}>
        {label}
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent className={styles.content} sideOffset={4}>
          {children}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

/** One choice among several (e.g. the language), each entry a radio item. */
export function MenuRadioGroup<T extends string>({
  value,
  onValueChange,
  options,
}: {
  value: T;
  onValueChange(value: T): void;
  options: ReadonlyArray<{ value: T; label: string; lang?: string }>;
}) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as T)}>
      {options.map((option) => (
        <DropdownMenu.RadioItem
          key={option.value}
          value={option.value}
          lang={option.lang}
          className={join(styles.item, styles.radio)}
        >
          <DropdownMenu.ItemIndicator className={styles.indicator}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </DropdownMenu.ItemIndicator>
          {option.label}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
