import type { BrandConfig } from '@platform/contracts/brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  createMemoryRouter,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router';
import { brandConfigQuery } from '../shared/config/brand-config';
import {
  type DomainConfiguration,
  domainConfigurationQuery,
} from '../shared/config/domain-configuration';
import { activateLanguage, loadScreenTexts } from '../shared/i18n/language';
import { currentUserQuery, type User } from '../shared/session/current-user';
import { buildBrandConfig, buildDomainConfiguration } from './factories';

/** A query client as the app has it after start-up: configuration and user loaded. */
export function startedQueryClient({
  domain = buildDomainConfiguration(),
  brand = buildBrandConfig(),
  user = null,
}: {
  domain?: DomainConfiguration;
  brand?: BrandConfig;
  user?: User | null;
} = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(domainConfigurationQuery.queryKey, domain);
  client.setQueryData(brandConfigQuery.queryKey, brand);
  client.setQueryData(currentUserQuery.queryKey, user);
  return client;
}

/** Renders routes in memory with the app's providers and the Russian texts. */
export async function renderRoutes(
  routes: RouteObject[],
  { path = '/', client = startedQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  await activateLanguage('ru');
  await loadScreenTexts();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

type RouterView = { location?: Location; navigate?: NavigateFunction };

/** Keeps the router's current location and navigation where a test can read them. */
function Probe({ into }: { into: RouterView }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    into.location = location;
    into.navigate = navigate;
  });
  return null;
}

/** Renders an element under a declarative router in memory, as the app renders its routes under
 * its <BrowserRouter>; `router` reads the current location and navigates, like renderRoutes'. */
export async function renderInRouter(
  element: ReactNode,
  { path = '/', client = startedQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  await activateLanguage('ru');
  await loadScreenTexts();
  const current: RouterView = {};
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Probe into={current} />
        {element}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const router = {
    get state(): { location: Location } {
      if (!current.location) throw new Error('the router has not rendered');
      return { location: current.location };
    },
    navigate: async (to: string, options?: NavigateOptions) => current.navigate?.(to, options),
  };
  return { ...view, router, client };
}

/** A route element that just names itself, to see where a navigation ended. */
export function Landing({ name }: { name: string }): ReactNode {
  return <p data-testid="landing">{name}</p>;
}
