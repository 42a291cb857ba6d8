import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

/** Before the texts have loaded there is no label to give: the region is then only busy. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className={styles.status} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}

/** A whole page waiting for its data. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}
