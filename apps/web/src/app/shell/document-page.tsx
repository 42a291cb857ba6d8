import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { navigationHistory } from '../../shared/navigation/navigation-history';
import { HOME, paths } from '../../shared/routing/paths';
import { useCurrentUser } from '../../shared/session/current-user';
import { buttonClassName } from '../../shared/ui/button';
import { FrameModal } from '../../shared/ui/frame-modal';
import { Page, TabTitle } from '../../shared/ui/page';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { documentView } from './document-view';
import styles from './shell.module.css';

function NewWindowLink({ href, variant }: { href: string; variant: 'primary' | 'text' }) {
  const { t } = useTranslation();
  return (
    <a
      className={buttonClassName({ variant })}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('shell.document.openInNewWindow')}
      <VisuallyHidden> ({t('shell.opensInNewTab')})</VisuallyHidden>
    </a>
  );
}

/**
 * /document?url=…: the document in a full-size modal, with a way out to a new window (a site
 * may refuse to be framed); where it cannot be framed, the link alone (a window opened without
 * a click would be blocked as a pop-up). Closing goes back where the user came from.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = Boolean(useCurrentUser().data);
  const view = documentView(params.get('url'), new URL(window.location.href));
  const start = signedIn ? HOME.href() : paths.login.href();
  const title = t('shell.document.title');

  if (view === null) {
    return (
      <Page title={title} width="narrow">
        <p role="alert">{t('shell.document.invalid')}</p>
        <Link to={start}>{t('common.actions.toHome')}</Link>
      </Page>
    );
  }
  if (view.kind === 'window') {
    return (
      <Page title={title} width="narrow">
        <p>{t('shell.document.externalText')}</p>
        <NewWindowLink href={view.href} variant="primary" />
      </Page>
    );
  }
  return (
    <>
      <TabTitle title={title} />
      <FrameModal
        open
        onOpenChange={(open) => {
          if (!open) navigate(navigationHistory.back() ?? start, { replace: true });
        }}
        url={view.src}
        title={title}
        actions={
          <div className={styles.documentActions}>
            <NewWindowLink href={view.src} variant="text" />
          </div>
        }
      />
    </>
  );
}
