import { LoginScreen } from '../../features/auth/components/login-screen';
import { SupportModalSlot } from '../support-modal-slot';
import type { GroupScreens } from './screens';

/** The sign-in route alone: everything here counts against its size budget. */
export const screens = {
  login: () => <LoginScreen SupportModal={SupportModalSlot} />,
} satisfies GroupScreens;
