import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { App } from './app';
import { authRoutes } from './modules/auth/auth.routes';

/** Every route of the API, by base path; authentication is applied to whole subtrees. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: app.ctx.config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 50,
      fieldSize: 64 * 1024,
    },
  });

  await app.register(
    async (v1) => {
      await v1.register(authRoutes);
      await v1.register(async (signedIn) => {
        signedIn.addHook('onRequest', app.authenticate);
      });
    },
    { prefix: '/spa/api/v1' },
  );

  await app.register(
    async (v2) => {
      await v2.register(async (signedIn) => {
        signedIn.addHook('onRequest', app.authenticate);
      });
    },
    { prefix: '/spa/v2' },
  );
}
