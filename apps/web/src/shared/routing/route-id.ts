import { useParams } from 'react-router';

/** A positive whole id from the route's params ('streamId', 'courseId'…), else null. */
export function useRouteId(name: string): number | null {
  const id = Number(useParams()[name]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
