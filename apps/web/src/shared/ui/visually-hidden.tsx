import type { ComponentProps } from 'react';
import styles from './visually-hidden.module.css';

/** Read by screen readers, not shown. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span {...props} className={styles.hidden} />;
}
