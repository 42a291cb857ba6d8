import { AccessRecoveryScreen } from '../../features/auth/components/access-recovery-screen';
import { SignupScreen } from '../../features/auth/components/signup-screen';
import { EmailVerificationScreen } from '../../features/onboarding/components/email-verification-screen';
import { PhoneVerificationScreen } from '../../features/onboarding/components/phone-verification-screen';
import { ResetPasswordScreen } from '../../features/onboarding/components/reset-password-screen';
import { UpdateProfileScreen } from '../../features/onboarding/components/update-profile-screen';
import { SocialNetworksScreen } from '../../features/settings/components/social-networks-screen';
import type { GroupScreens } from './screens';

/** Registration, access recovery, the forced steps of spec section 4 and social linking. */
export const screens = {
  signup: SignupScreen,
  accessRecovery: AccessRecoveryScreen,
  resetPassword: ResetPasswordScreen,
  emailVerification: EmailVerificationScreen,
  phoneVerification: PhoneVerificationScreen,
  updateProfile: UpdateProfileScreen,
  // Spec 000 section 2's linking route: the settings screen, outside the shell.
  linkSocialNetworks: SocialNetworksScreen,
} satisfies GroupScreens;
