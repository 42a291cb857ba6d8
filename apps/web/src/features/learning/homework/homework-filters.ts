import { HOMEWORK_STATUSES } from '@platform/domain/homework';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import type { HomeworkFilters } from './homework-groups';

/** The filters in the address: ?status=UPLOADED and ?stream=12 (the links from a course);
 * anything unreadable counts as no filter. */
export function useHomeworkFilters(): HomeworkFilters {
  const [params] = useSearchParams();
  const status = params.get('status');
  const stream = Number(params.get('stream'));
  return {
    status: HOMEWORK_STATUSES.find((known) => known === status) ?? null,
    streamId: Number.isSafeInteger(stream) && stream > 0 ? stream : null,
  };
}

/** The list's address with these filters. */
export function homeworksHref({ status, streamId }: HomeworkFilters): string {
  return paths.homeworks.href({ status, stream: streamId });
}
