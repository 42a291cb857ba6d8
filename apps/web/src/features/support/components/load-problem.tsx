import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import styles from './support.module.css';

/** Why a part of the support centre did not load, with a retry. */
export function LoadProblem({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.text}>
        {errorText(error, t)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
