import { useParams } from 'react-router';

/** A route parameter's value as a positive whole id, else null. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A positive whole id from the route's params ('streamId', 'courseId'…), else null. */
export function useRouteId(name: string): number | null {
  return positiveId(useParams()[name]);
}
