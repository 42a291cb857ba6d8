import { ChatScreen } from '../../features/chat/components/chat-screen';
import { ChatsScreen } from '../../features/chat/components/chats-screen';
import { HomeworkListScreen } from '../../features/learning/homework/homework-list-screen';
import { HomeworkScreen } from '../../features/learning/homework/homework-screen';
import { SupportCategoryScreen } from '../../features/support/components/support-category-screen';
import { SupportScreen } from '../../features/support/components/support-screen';
import { VideoconsultationScreen } from '../../features/videoconsultations/components/videoconsultation-screen';
import { VideoconsultationsScreen } from '../../features/videoconsultations/components/videoconsultations-screen';
import type { GroupScreens } from './screens';

/** Homework, chats, video consultations and support. */
export const screens = {
  homeworks: HomeworkListScreen,
  homework: HomeworkScreen,
  chats: ChatsScreen,
  chat: ChatScreen,
  videoconsultations: VideoconsultationsScreen,
  videoconsultation: VideoconsultationScreen,
  support: SupportScreen,
  supportCategory: SupportCategoryScreen,
  supportStream: SupportCategoryScreen,
} satisfies GroupScreens;
