import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';

/** Someone else's or a vanished stream or course answers 404: that is "not found", not a fault
 * to retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A learning screen whose stream or course does not exist (or is not the user's). */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('learningScreens.notFound.title')} width="narrow">
      <p>{t('learningScreens.notFound.text')}</p>
    </Page>
  );
}

/** A learning screen whose data did not load: not found, or why it failed with a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  if (isNotFound(error)) return <CourseNotFound />;
  return (
    <Page title={t('learningScreens.loadFailed')} width="narrow">
      <p role="alert">{errorText(error, t)}</p>
      <Button onClick={retry}>{t('common.actions.retry')}</Button>
    </Page>
  );
}
