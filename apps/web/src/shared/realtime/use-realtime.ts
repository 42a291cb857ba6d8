import { REALTIME_PATH } from '@platform/contracts/realtime';
import { useEffect, useRef, useState } from 'react';
import { tokenStorage } from '../api/token-storage';
import { RealtimeClient, type RealtimeHandlers, type RealtimeStatus } from './realtime-client';

/** How long the connection outlives its last screen, so that moving from the chat list to a
 * chat keeps it rather than reconnecting. */
const LINGER_MS = 10_000;

let tabClient: RealtimeClient | undefined;
let users = 0;
let lingering: ReturnType<typeof setTimeout> | undefined;

/** The WebSocket of this page's origin (ws: beside http:, wss: beside https:). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** The tab's one connection, opened by the first screen that needs it. */
function acquire(): RealtimeClient {
  clearTimeout(lingering);
  tabClient ??= new RealtimeClient({
    url: realtimeUrl(window.location),
    token: () => tokenStorage.read() ?? undefined,
  });
  users += 1;
  tabClient.start();
  return tabClient;
}

function release(client: RealtimeClient) {
  users -= 1;
  if (users === 0) lingering = setTimeout(() => client.stop(), LINGER_MS);
}

/**
 * Keeps the tab's chat connection open while the component is mounted and tells the handlers
 * of what arrives (the latest handlers: no need to memoise them). True while the connection is
 * live; screens poll only while it is not.
 */
export function useRealtime(handlers: RealtimeHandlers = {}): boolean {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [status, setStatus] = useState<RealtimeStatus>('down');
  useEffect(() => {
    const client = acquire();
    setStatus(client.status);
    const stopListening = client.listen({
      event: (frame) => latest.current.event?.(frame),
      notice: (frame) => latest.current.notice?.(frame),
      reload: (chatId) => latest.current.reload?.(chatId),
      ready: () => latest.current.ready?.(),
      status: setStatus,
    });
    const online = () => client.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      stopListening();
      release(client);
    };
  }, []);
  return status === 'open';
}
