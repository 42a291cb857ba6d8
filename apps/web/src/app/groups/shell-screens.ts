import { DocumentPage } from '../shell/document-page';
import { MobileSubscriptionPage } from '../shell/mobile-subscription-page';
import type { GroupScreens } from './screens';

/** The shell's own pages outside the signed-in frame: the document viewer and the page for
 * users of a mobile-only tariff. */
export const screens = {
  document: DocumentPage,
  mobileSubscription: MobileSubscriptionPage,
} satisfies GroupScreens;
