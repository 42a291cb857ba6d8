import { resolveLanguage } from '@platform/domain/language-choice';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { cookieSettingsQuery } from '../features/cookies/api/cookie-settings';
import { brandConfigQuery } from '../shared/config/brand-config';
import { applyBranding, syncCacheVersion } from '../shared/config/branding';
import { CONFIG_QUERY_ROOT, domainConfigurationQuery } from '../shared/config/domain-configuration';
import {
  activateLanguage,
  assumeLikelyLanguage,
  currentLanguageSources,
} from '../shared/i18n/language';
import { TextsProvider } from '../shared/i18n/texts-provider';
import { currentUserQuery } from '../shared/session/current-user';
import { PageLoading } from '../shared/ui/spinner';
import { useReadyToShow } from '../shared/ui/use-ready-to-show';

/** Only a failed start needs the dialog code. */
const ConfigErrorDialog = lazy(() =>
  import('./config-error-dialog').then((module) => ({ default: module.ConfigErrorDialog })),
);

/** The start's calls, begun before React first renders rather than in its first effects, and
 * the cookie banner's settings in the likely language beside them. Given as steps, each worth a
 * task of its own: starting a request costs a few milliseconds of main thread under
 * Lighthouse's fourfold slowdown, and four in one task made a long one. */
export function startLoadingSteps(client: QueryClient): (() => void)[] {
  const likely = assumeLikelyLanguage();
  return [
    () => void client.prefetchQuery(domainConfigurationQuery),
    () => void client.prefetchQuery(brandConfigQuery),
    () => void client.prefetchQuery(currentUserQuery),
    () => void client.prefetchQuery(cookieSettingsQuery(likely)),
  ];
}

/**
 * Application start (spec section 4): a loading state until the domain and brand configuration,
 * the signed-in user and the texts of the chosen language are there. The language waits for the
 * configuration, whose default it may fall back to; a configuration that fails to load leaves
 * the 'Failed to load the app configuration' dialog instead of the app.
 */
export function StartUp({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const domain = useQuery(domainConfigurationQuery);
  const brand = useQuery(brandConfigQuery);
  const user = useQuery(currentUserQuery);
  const configured = domain.isPending ? undefined : (domain.data?.default_language ?? null);
  const language = useQuery({
    queryKey: [CONFIG_QUERY_ROOT, 'language'],
    queryFn: () => {
      const lang = resolveLanguage(currentLanguageSources(configured));
      // Sets the API's language at once, so the prefetch below asks in it.
      const activated = activateLanguage(lang);
      // The cookie banner paints with the first screen: its settings in the language chosen.
      void client.prefetchQuery(cookieSettingsQuery(lang));
      return activated;
    },
    enabled: configured !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!domain.data) return;
    applyBranding(domain.data);
    void syncCacheVersion(domain.data);
  }, [domain.data]);

  // The app's first render is long: it is rendered in slices (useReadyToShow).
  const started = useReadyToShow(!(language.isPending || brand.isPending || user.isPending));
  if (!started) return <PageLoading />;
  if (domain.isError || brand.isError || language.isError) {
    return (
      <TextsProvider>
        <Suspense fallback={<PageLoading />}>
          <ConfigErrorDialog />
        </Suspense>
      </TextsProvider>
    );
  }
  return <TextsProvider>{children}</TextsProvider>;
}
