import type { Stream } from '@platform/contracts/streams';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { PageLoading } from '../../../shared/ui/spinner';
import { useReadyToShow } from '../../../shared/ui/use-ready-to-show';
import { useStream } from '../api/get-stream';
import { LoadFailed } from './load-failed';

function LoadedStream({
  streamId,
  children,
}: {
  streamId: number;
  children(stream: Stream): ReactNode;
}) {
  const { t } = useTranslation();
  const stream = useStream(streamId);
  const ready = useReadyToShow(!stream.isPending);
  if (!ready || stream.isPending) return <PageLoading label={t('common.loading')} />;
  if (stream.isError) return <LoadFailed error={stream.error} retry={() => stream.refetch()} />;
  return children(stream.data);
}

/** The stream of the route's streamId, loaded; a route without a usable stream id goes to the
 * user's courses (spec section 2). */
export function WithStream({ children }: { children(stream: Stream): ReactNode }) {
  const streamId = useRouteId('streamId');
  if (streamId === null) return <Navigate to={paths.courses.href()} replace />;
  return <LoadedStream streamId={streamId}>{children}</LoadedStream>;
}
