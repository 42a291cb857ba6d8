import { useTranslation } from 'react-i18next';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';

/** Someone else's or a vanished chat answers 404: that is "not found", not a fault to retry. */
export function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.screen.notFoundTitle')} width="narrow">
      <p>{t('chat.screen.notFoundText')}</p>
    </Page>
  );
}

/** A chat screen whose data did not load: not found, or why it failed with a retry. */
export function ChatLoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry(): void;
}) {
  return <LoadFailedPage title={title} error={error} retry={retry} notFound={<ChatNotFound />} />;
}
