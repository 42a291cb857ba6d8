import type { ReactNode } from 'react';
import { isNotFound } from '../api/api-error';
import { LoadProblem } from './load-problem';
import { Page } from './page';

/** A screen whose data did not load: the screen's own not-found page for a 404 (when it has
 * one), else why it failed with a retry. */
export function LoadFailedPage({
  title,
  error,
  retry,
  notFound,
  unknownText,
}: {
  title: string;
  error: unknown;
  retry(): void;
  notFound?: ReactNode;
  /** What a failure without a reason says (see LoadProblem). */
  unknownText?: string;
}) {
  if (notFound !== undefined && isNotFound(error)) return notFound;
  return (
    <Page title={title} width="narrow">
      <LoadProblem error={error} retry={retry} unknownText={unknownText} />
    </Page>
  );
}
