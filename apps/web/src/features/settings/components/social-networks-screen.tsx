import type { ExternalAuth } from '@platform/contracts/user';
import { EXTERNAL_AUTH_ORDER } from '@platform/domain/constants/external-auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useExternalAuths } from '../../../shared/account/external-auths';
import { socialLinkUrl } from '../../../shared/account/social-link-url';
import { useSocialReturn } from '../../../shared/account/social-return';
import { errorText } from '../../../shared/api/api-error';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import { AlertDialog, ConfirmDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useUnlinkExternalAuth } from '../api/unlink-external-auth';
import styles from './settings.module.css';

/** /user/social-networks: the providers the server has configured, in the web order, each
 * linked (unbind, after a confirmation) or not (link). */
export function SocialNetworksScreen() {
  const { t } = useTranslation();
  const config = useDomainConfiguration();
  const providers = EXTERNAL_AUTH_ORDER.web.filter((source) =>
    config.externalAuthProviders.includes(source),
  );
  const links = useExternalAuths();
  const unlink = useUnlinkExternalAuth();
  const { result: linkReturn, dismiss } = useSocialReturn('link');
  const [unbinding, setUnbinding] = useState<ExternalAuth | null>(null);
  // Back to the route that shows the screen: socialNetworks or linkSocialNetworks.
  const returnTo = new URL(useLocation().pathname, window.location.origin).href;
  const providerName = (source: string) => t(`auth.providers.${source}`);

  return (
    <Page title={t('settings.socialNetworks.title')} width="narrow">
      <div className={styles.stack}>
        <p className={styles.intro}>{t('settings.socialNetworks.intro')}</p>
        <p className={styles.success} role="status">
          {linkReturn?.status === 'success' && linkReturn.method
            ? t('settings.socialNetworks.linkedNotice', {
                provider: providerName(linkReturn.method),
              })
            : null}
        </p>
        {unlink.isError ? (
          <p className={styles.error} role="alert">
            {errorText(unlink.error, t)}
          </p>
        ) : null}
        {providers.length === 0 ? (
          <p>{t('settings.socialNetworks.none')}</p>
        ) : links.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : links.isError ? (
          <LoadProblem error={links.error} retry={() => void links.refetch()} />
        ) : (
          <ul className={styles.list}>
            {providers.map((source) => {
              const link = links.data.find((item) => item.source === source);
              const name = providerName(source);
              return (
                <li key={source} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>{name}</span>
                    <span className={styles.rowMeta}>
                      {link
                        ? t('settings.socialNetworks.linked')
                        : t('settings.socialNetworks.notLinked')}
                    </span>
                  </span>
                  {link ? (
                    <Button
                      variant="secondary"
                      aria-label={t('settings.socialNetworks.unbindProvider', { provider: name })}
                      disabled={unlink.isPending}
                      onClick={() => setUnbinding(link)}
                    >
                      {t('settings.socialNetworks.unbind')}
                    </Button>
                  ) : (
                    <Button
                      aria-label={t('settings.socialNetworks.linkProvider', { provider: name })}
                      // Built on the click, so the token in it is the current one.
                      onClick={() => window.location.assign(socialLinkUrl(source, returnTo))}
                    >
                      {t('settings.socialNetworks.link')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={unbinding !== null}
        onOpenChange={(open) => {
          if (!open) setUnbinding(null);
        }}
        title={t('settings.socialNetworks.unbindTitle')}
        message={t('settings.socialNetworks.unbindText', {
          provider: unbinding ? providerName(unbinding.source) : '',
        })}
        confirmLabel={t('settings.socialNetworks.unbind')}
        cancelLabel={t('common.actions.cancel')}
        onConfirm={() => {
          if (unbinding) unlink.mutate(unbinding.id);
        }}
      />
      {linkReturn?.status === 'fail' ? (
        <AlertDialog
          open
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
          title={t('externalAuth.errorTitle')}
          message={linkReturn.failure}
          actionLabel={t('externalAuth.ok')}
        />
      ) : null}
    </Page>
  );
}
