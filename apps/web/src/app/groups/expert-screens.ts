import { ExpertDeskScreen } from '../../features/expert/components/expert-desk-screen';
import type { GroupScreens } from './screens';

/** The expert desk: its own chunk, which learners never download. */
export const screens = {
  expert: ExpertDeskScreen,
} satisfies GroupScreens;
