import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Homework, chats, video consultations and support, and the document viewer. */
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
  document: ComingSoonPage,
} satisfies GroupScreens;
