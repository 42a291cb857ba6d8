import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { badRequest } from '../../lib/errors';
import { type RealtimeSettings, serveConnection } from './realtime.connection';
import { chatHub } from './realtime.hub';

export interface RealtimeOptions extends RealtimeSettings {
  /** How often each socket is pinged; one that has not answered the previous ping is dropped. */
  heartbeatMs: number;
}

export const REALTIME_DEFAULTS: RealtimeOptions = {
  authTimeoutMs: 10_000,
  gapLimit: 200,
  sessionCheckMs: 60_000,
  heartbeatMs: 30_000,
};

/** Pings every socket each period and drops those that did not answer the last ping (a
 * connection whose other end vanished without closing it). */
function heartbeat(periodMs: number) {
  const alive = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, periodMs);
  timer.unref();
  return {
    watch(socket: WebSocket) {
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => alive.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}

/** The chats' WebSocket (see @platform/contracts/realtime): GET /realtime under the caller's
 * prefix, signed in by the first frame rather than a header, as browsers cannot set headers on
 * a WebSocket. */
export const realtimeRoutes: FastifyPluginAsync<Partial<RealtimeOptions>> = async (
  app,
  options,
) => {
  const { heartbeatMs, ...settings } = { ...REALTIME_DEFAULTS, ...options };
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = chatHub(app.ctx);
  const beats = heartbeat(heartbeatMs);
  app.addHook('onClose', async () => {
    beats.stop();
    hub.close();
  });
  app.route({
    method: 'GET',
    url: '/realtime',
    schema: { hide: true },
    // A plain request (no WebSocket upgrade) gets the API's error answer, not an empty 404.
    handler: async () => {
      throw badRequest('websocket_required');
    },
    wsHandler: (socket, request) => {
      beats.watch(socket);
      serveConnection(socket, { ctx: app.ctx, hub, settings, log: request.log });
    },
  });
};
