import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';

/** /course/{streamId}/stages: the stages are shown by the calendar. */
export function StagesRedirect() {
  const streamId = useRouteId('streamId');
  const to = streamId === null ? paths.courses.href() : paths.calendar.href({ streamId });
  return <Navigate to={to} replace />;
}
