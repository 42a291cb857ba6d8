import { NewCourseScreen } from '../../features/learning/components/new-course-screen';
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
  catalog: ComingSoonPage,
  newCourse: NewCourseScreen,
} satisfies GroupScreens;
