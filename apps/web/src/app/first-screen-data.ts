import type { QueryClient } from '@tanstack/react-query';
import { learningScreenPrefetches } from '../features/learning/api/prefetch-learning-screen';
import { tokenStorage } from '../shared/api/token-storage';
import type { ScreenMatch } from '../shared/routing/paths';
import { prefetchAccessLists } from './expired-access';

/** With a session kept from before, the data of the first screen starts downloading with the
 * start-up's own calls, beside the screen's chunks: the lists the access guard reads and what
 * a learning screen would otherwise ask for one answer after another. Given as steps, each
 * worth a task of its own. */
export function firstScreenPrefetches(client: QueryClient, screen: ScreenMatch): (() => void)[] {
  if (tokenStorage.read() === null) return [];
  return [
    () => prefetchAccessLists(client, screen.name),
    ...learningScreenPrefetches(client, screen),
  ];
}
