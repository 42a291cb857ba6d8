import { useTranslation } from 'react-i18next';
import { ApiError, errorText, isRecord, NetworkError } from '../api/api-error';
import { Button } from './button';
import styles from './list-section.module.css';

type Translate = (key: string) => string;

/** Words a server or proxy answers with when something broke on its side: they say nothing
 * a learner can act on, and they are English whatever the interface speaks. */
const GENERIC_FAILURE =
  /^(internal( server)? error|server error|bad gateway|service unavailable|gateway time-?out|error|unknown error)\.?$/i;

/** Whether the answer carries a reason of the server's own (translated by it): a message that
 * is more than a generic failure word, or a list of messages. */
function hasServerReason(error: ApiError): boolean {
  const message = isRecord(error.body) ? error.body.message : undefined;
  if (typeof message === 'string' && message.trim() !== '') {
    return !GENERIC_FAILURE.test(message.replace(/^\s*error\s*:\s*/i, '').trim());
  }
  return Array.isArray(error.body);
}

/**
 * The text of a screen or part that did not load (issue 14), translated only: the server's
 * reason (spec section 8's rules), 'No internet' when it was not reached, else the spec's
 * unknown-error text in the interface's language — never 'Internal error', 'ApiError: Request …
 * failed with status 502' or a script's error, which speak to developers, in English.
 */
export function loadProblemText(error: unknown, t: Translate, unknownText?: string): string {
  const speaks =
    error instanceof NetworkError || (error instanceof ApiError && hasServerReason(error));
  return speaks ? errorText(error, t) : (unknownText ?? t('common.errors.unknown'));
}

/** The one way a load failure shows, on a whole screen or in a part of it: why (translated),
 * with a retry. */
export function LoadProblem({
  error,
  retry,
  unknownText,
}: {
  error: unknown;
  retry(): void;
  /** The screen's own text when the failure gives no reason (the commerce screens' 'Something
   * went wrong'); the unknown-error text by default. */
  unknownText?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {loadProblemText(error, t, unknownText)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
