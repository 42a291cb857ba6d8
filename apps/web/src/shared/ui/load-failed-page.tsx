import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isNotFound } from '../api/api-error';
import { Button } from './button';
import { Page } from './page';

/** A screen whose data did not load: the screen's own not-found page for a 404 (when it has
 * one), else why it failed with a retry. */
export function LoadFailedPage({
  title,
  error,
  retry,
  notFound,
}: {
  title: string;
  error: unknown;
  retry(): void;
  notFound?: ReactNode;
}) {
  const { t } = useTranslation();
  if (notFound !== undefined && isNotFound(error)) return notFound;
  return (
    <Page title={title} width="narrow">
      <p role="alert">{errorText(error, t)}</p>
      <Button onClick={retry}>{t('common.actions.retry')}</Button>
    </Page>
  );
}
