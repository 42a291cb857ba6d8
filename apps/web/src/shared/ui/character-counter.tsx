import { useTranslation } from 'react-i18next';
import styles from './text-field.module.css';
import { VisuallyHidden } from './visually-hidden';

/** "used / max" under a field; screen readers hear how many characters are left, through the
 * field's aria-describedby pointing at `id`. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.counter}>
      <span aria-hidden="true">
        {length} / {max}
      </span>
      <VisuallyHidden id={id}>
        {t('common.field.charactersLeft', { count: Math.max(0, max - length) })}
      </VisuallyHidden>
    </span>
  );
}
