import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Homework, chats, video consultations and support. */
export const screens = {
  homeworks: ComingSoonPage,
  homework: ComingSoonPage,
  chats: ComingSoonPage,
  chat: ComingSoonPage,
  videoconsultations: ComingSoonPage,
  videoconsultation: ComingSoonPage,
  support: ComingSoonPage,
  supportCategory: ComingSoonPage,
  supportStream: ComingSoonPage,
} satisfies GroupScreens;
