import { SECOND_MS } from '@platform/domain/constants/time';
import { vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderRoutes, startedQueryClient } from '../../test/render';
import { ExpertDeskScreen } from './components/expert-desk-screen';
import { NOW_S } from './test-fixtures';

/** The desk at `path` for a signed-in expert (or, with isExpert false, a learner); the clock
 * stands at NOW_S (fake Date only, so that timers and promises run as usual). */
export async function renderDesk(path: string, { isExpert = true } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_S * SECOND_MS);
  const client = startedQueryClient({ user: buildUser({ isExpert }) });
  return renderRoutes([{ path: '/expert', element: <ExpertDeskScreen /> }], { path, client });
}
