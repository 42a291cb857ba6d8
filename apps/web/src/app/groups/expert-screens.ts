import { ExpertDeskScreen } from '../../features/expert/components/expert-desk-screen';
import { StaffQuestionScreen } from '../../features/staff-support/components/staff-question-screen';
import { StaffSupportScreen } from '../../features/staff-support/components/staff-support-screen';
import type { GroupScreens } from './screens';

/** The expert desk and the support staff's screens: their own chunk, which learners never
 * download. */
export const screens = {
  expert: ExpertDeskScreen,
  staffSupport: StaffSupportScreen,
  staffSupportQuestion: StaffQuestionScreen,
} satisfies GroupScreens;
