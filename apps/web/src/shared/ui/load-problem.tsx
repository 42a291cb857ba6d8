import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';
import { Button } from './button';
import styles from './list-section.module.css';

/** Why something did not load (the server's translated reason, else the spec's unknown-error
 * text), with a retry. */
export function LoadProblem({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {errorText(error, t)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
