import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Registration, access recovery and the forced steps of spec section 4. */
export const screens = {
  signup: ComingSoonPage,
  accessRecovery: ComingSoonPage,
  resetPassword: ComingSoonPage,
  emailVerification: ComingSoonPage,
  phoneVerification: ComingSoonPage,
  updateProfile: ComingSoonPage,
  linkSocialNetworks: ComingSoonPage,
} satisfies GroupScreens;
