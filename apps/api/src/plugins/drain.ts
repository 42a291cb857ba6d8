import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections whose last answer has gone out. */
const SWEEP_INTERVAL_MS = 50;

/** Closing the app closes the connections idle at that moment; one still answering a request
 * would, once its answer is out, stay open for the keep-alive timeout (72 s in Fastify) and
 * hold the shutdown that long. While the server closes, each connection is closed as soon as it
 * is idle, so a shutdown lasts as long as its slowest request. */
export function closeConnectionsOnceIdle(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const { server } = app;
    if (server.listening) {
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_INTERVAL_MS);
      server.once('close', () => clearInterval(sweep));
    }
    done();
  });
}
