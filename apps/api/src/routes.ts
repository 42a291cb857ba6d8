import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { App } from './app';
import { devMailboxEnabled } from './config';
import { authRoutes, authV2Routes, signedInAuthRoutes } from './modules/auth/auth.routes';
import { phoneRoutes } from './modules/auth/phone.routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { brandAssetsRoutes } from './modules/brands/brand-assets.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { catalogRoutes, catalogV2Routes } from './modules/catalog/catalog.routes';
import { chatsRoutes, expertChatsRoutes } from './modules/chats/chats.routes';
import { communitiesRoutes } from './modules/communities/communities.routes';
import {
  COMMUNITY_SITE_PREFIX,
  communitySiteRoutes,
} from './modules/communities/community-site.routes';
import {
  consultationsRoutes,
  expertConsultationsRoutes,
} from './modules/consultations/consultations.routes';
import { cookiesRoutes } from './modules/cookies/cookies.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { extensionsRoutes } from './modules/extensions/extensions.routes';
import { externalAuthRoutes } from './modules/external-auth/external-auth.routes';
import { fileServingRoutes, filesRoutes } from './modules/files/files.routes';
import {
  expertHomeworkRoutes,
  homeworkRoutes,
  reviewersOnly,
} from './modules/homework/homework.routes';
import { installmentsRoutes } from './modules/installments/installments.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { onlineConsultationsRoutes } from './modules/online-consultations/online-consultations.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import {
  checkoutRoutes,
  paymentMethodsRoutes,
  paymentWebhookRoutes,
  sandboxCheckoutRoutes,
} from './modules/payments/payments.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { streamsRoutes } from './modules/streams/streams.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import {
  supportPublicRoutes,
  supportRoutes,
  supportStaffOnly,
  supportStaffRoutes,
} from './modules/support/support.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webRoutes } from './modules/web/web.routes';
import { inputGuardsPlugin } from './plugins/input-guards';
import { requireSignIn } from './plugins/sign-in-required';
import { discardUnregisteredUploads, streamUpload } from './plugins/uploads';

/** Every route of the API, by base path; authentication is applied to whole subtrees. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: streamUpload,
    limits: {
      fileSize: app.ctx.config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 50,
      fieldSize: 64 * 1024,
    },
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    await discardUnregisteredUploads(request);
    return payload;
  });
  app.addHook('onResponse', discardUnregisteredUploads);
  // After the body parsers: the guards check the parsed body, multipart fields included.
  await app.register(inputGuardsPlugin);

  await app.register(
    async (v1) => {
      await v1.register(authRoutes);
      await v1.register(brandsRoutes);
      await v1.register(cookiesRoutes);
      await v1.register(externalAuthRoutes);
      await v1.register(supportPublicRoutes);
      await v1.register(sandboxCheckoutRoutes);
      await v1.register(async (signedIn) => {
        requireSignIn(signedIn);
        await signedIn.register(signedInAuthRoutes);
        await signedIn.register(supportRoutes);
        await signedIn.register(usersRoutes);
        await signedIn.register(filesRoutes);
        await signedIn.register(coursesRoutes);
        await signedIn.register(catalogRoutes);
        await signedIn.register(streamsRoutes);
        await signedIn.register(homeworkRoutes);
        await signedIn.register(chatsRoutes);
        await signedIn.register(consultationsRoutes);
        await signedIn.register(onlineConsultationsRoutes);
        await signedIn.register(checkoutRoutes);
        await signedIn.register(subscriptionsRoutes);
        await signedIn.register(installmentsRoutes);
        await signedIn.register(remindersRoutes);
        await signedIn.register(pointsRoutes);
        await signedIn.register(discountsRoutes);
        await signedIn.register(extensionsRoutes);
        await signedIn.register(bannersRoutes);
        await signedIn.register(communitiesRoutes);
        // The expert's calls: the role is checked once here, each call keeps to the courses
        // assigned to the expert.
        await signedIn.register(
          async (expert) => {
            expert.addHook('onRequest', reviewersOnly);
            await expert.register(expertHomeworkRoutes);
            await expert.register(expertChatsRoutes);
            await expert.register(expertConsultationsRoutes);
          },
          { prefix: '/expert' },
        );
        // Support staff (the brand's admins) answer tech questions.
        await signedIn.register(
          async (staff) => {
            staff.addHook('onRequest', supportStaffOnly);
            await staff.register(supportStaffRoutes);
          },
          { prefix: '/admin' },
        );
      });
      // The order call comes back from the payment page with the token in the query (spec 7).
      await v1.register(async (orderReturn) => {
        // Either the bearer token or the `token` query parameter.
        requireSignIn(orderReturn, app.authenticateWithQueryToken, [{ bearer: [] }, { token: [] }]);
        await orderReturn.register(ordersRoutes);
      });
    },
    { prefix: '/spa/api/v1' },
  );

  await app.register(
    async (v2) => {
      await v2.register(authV2Routes);
      await v2.register(async (signedIn) => {
        requireSignIn(signedIn);
        await signedIn.register(phoneRoutes);
        await signedIn.register(paymentMethodsRoutes);
        await signedIn.register(catalogV2Routes);
      });
    },
    { prefix: '/spa/v2' },
  );

  await app.register(paymentWebhookRoutes);
  // The chats' WebSocket, signed in by its first frame: browsers send no Authorization header
  // on a WebSocket.
  await app.register(realtimeRoutes, { prefix: '/spa' });
  await app.register(communitySiteRoutes, { prefix: COMMUNITY_SITE_PREFIX });
  await app.register(fileServingRoutes);
  await app.register(mediaRoutes);
  await app.register(brandAssetsRoutes);

  // The capture mailbox shows every mailed link and code: see devMailboxEnabled.
  if (devMailboxEnabled(app.ctx.config)) await app.register(mailboxRoutes);

  // Last: its catch-all answers pages that no route above claims.
  await app.register(webRoutes);
}
