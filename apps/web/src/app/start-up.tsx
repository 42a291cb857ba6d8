import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { brandConfigQuery } from '../shared/config/brand-config';
import { applyBranding, syncCacheVersion } from '../shared/config/branding';
import { CONFIG_QUERY_ROOT, domainConfigurationQuery } from '../shared/config/domain-configuration';
import { activateLanguage, currentLanguageSources, resolveLanguage } from '../shared/i18n/language';
import { currentUserQuery } from '../shared/session/current-user';
import { PageLoading } from '../shared/ui/spinner';

/** Only a failed start needs the dialog code. */
const ConfigErrorDialog = lazy(() =>
  import('./config-error-dialog').then((module) => ({ default: module.ConfigErrorDialog })),
);

/**
 * Application start (spec section 4): a loading state until the domain and brand configuration,
 * the signed-in user and the texts of the chosen language are there. The language waits for the
 * configuration, whose default it may fall back to; a configuration that fails to load leaves
 * the 'Failed to load the app configuration' dialog instead of the app.
 */
export function StartUp({ children }: { children: ReactNode }) {
  const domain = useQuery(domainConfigurationQuery);
  const brand = useQuery(brandConfigQuery);
  const user = useQuery(currentUserQuery);
  const configured = domain.isPending ? undefined : (domain.data?.default_language ?? null);
  const language = useQuery({
    queryKey: [CONFIG_QUERY_ROOT, 'language'],
    queryFn: () => activateLanguage(resolveLanguage(currentLanguageSources(configured))),
    enabled: configured !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!domain.data) return;
    applyBranding(domain.data);
    void syncCacheVersion(domain.data);
  }, [domain.data]);

  if (language.isPending || brand.isPending || user.isPending) return <PageLoading />;
  if (domain.isError || brand.isError || language.isError) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ConfigErrorDialog />
      </Suspense>
    );
  }
  return children;
}
