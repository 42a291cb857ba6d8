import { CatalogCourseScreen } from '../../features/catalog/components/catalog-course-screen';
import { CatalogScreen } from '../../features/catalog/components/catalog-screen';
import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Subscriptions, installments, payment methods, points, catalogue and purchases. */
export const screens = {
  subscriptions: ComingSoonPage,
  subscription: ComingSoonPage,
  installments: ComingSoonPage,
  paymentMethods: ComingSoonPage,
  points: ComingSoonPage,
  pointsHistory: ComingSoonPage,
  catalog: CatalogScreen,
  newCourse: CatalogCourseScreen,
} satisfies GroupScreens;
