import { CatalogCourseScreen } from '../../features/catalog/components/catalog-course-screen';
import { CatalogScreen } from '../../features/catalog/components/catalog-screen';
import { CheckoutReturnScreen } from '../../features/checkout/components/checkout-return-screen';
import { CheckoutStreamScreen } from '../../features/checkout/components/checkout-stream-screen';
import { PaymentMethodsScreen } from '../../features/checkout/components/payment-methods-screen';
import { SandboxCheckoutScreen } from '../../features/checkout/components/sandbox-checkout-screen';
import { ExtendScreen } from '../../features/extension/components/extend-screen';
import { InstallmentsScreen } from '../../features/installments/components/installments-screen';
import { PointsHistoryScreen } from '../../features/points/components/points-history-screen';
import { PointsScreen } from '../../features/points/components/points-screen';
import { SubscriptionScreen } from '../../features/subscriptions/components/subscription-screen';
import { SubscriptionsScreen } from '../../features/subscriptions/components/subscriptions-screen';
import type { GroupScreens } from './screens';

/** Subscriptions, installments, payment methods, points, catalogue and purchases. */
export const screens = {
  subscriptions: SubscriptionsScreen,
  subscription: SubscriptionScreen,
  installments: InstallmentsScreen,
  paymentMethods: PaymentMethodsScreen,
  checkoutStream: CheckoutStreamScreen,
  checkoutReturn: CheckoutReturnScreen,
  sandboxCheckout: SandboxCheckoutScreen,
  points: PointsScreen,
  pointsHistory: PointsHistoryScreen,
  extend: ExtendScreen,
  catalog: CatalogScreen,
  newCourse: CatalogCourseScreen,
} satisfies GroupScreens;
