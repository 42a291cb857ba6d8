import { CatalogCourseScreen } from '../../features/catalog/components/catalog-course-screen';
import { CatalogScreen } from '../../features/catalog/components/catalog-screen';
import { ExtendScreen } from '../../features/extension/components/extend-screen';
import { PointsHistoryScreen } from '../../features/points/components/points-history-screen';
import { PointsScreen } from '../../features/points/components/points-screen';
import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Subscriptions, installments, payment methods, points, catalogue and purchases. */
export const screens = {
  subscriptions: ComingSoonPage,
  subscription: ComingSoonPage,
  installments: ComingSoonPage,
  paymentMethods: ComingSoonPage,
  points: PointsScreen,
  pointsHistory: PointsHistoryScreen,
  extend: ExtendScreen,
  catalog: CatalogScreen,
  newCourse: CatalogCourseScreen,
} satisfies GroupScreens;
