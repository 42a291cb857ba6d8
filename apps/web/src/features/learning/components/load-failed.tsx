import { useTranslation } from 'react-i18next';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';

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
  return (
    <LoadFailedPage
      title={t('learningScreens.loadFailed')}
      error={error}
      retry={retry}
      notFound={<CourseNotFound />}
    />
  );
}
