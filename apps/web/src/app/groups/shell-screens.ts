import { NotFoundPage } from '../not-found-page';
import { DocumentPage } from '../shell/document-page';
import { MobileSubscriptionPage } from '../shell/mobile-subscription-page';
import type { GroupScreens } from './screens';

/** The shell's own pages: the document viewer, the page for users of a mobile-only tariff and
 * the not-found page (in the signed-in frame or not, see router.tsx). */
export const screens = {
  document: DocumentPage,
  mobileSubscription: MobileSubscriptionPage,
  notFound: NotFoundPage,
} satisfies GroupScreens;
