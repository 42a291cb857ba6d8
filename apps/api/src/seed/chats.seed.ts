import { addSeconds } from '../lib/clock';
import { chatsRepository } from '../modules/chats/chats.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';
const EXPERT = 'expert@example.com';

/** The dialogue of the demo learner's first chat, minutes before the moment of seeding: the
 * expert's greeting (read), the learner's question, and two answers the learner has not read. */
const DIALOGUE = [
  {
    expert: true,
    minutesAgo: 180,
    viewed: true,
    text: 'Здравствуйте! Я ваш эксперт по курсу. Пишите, если появятся вопросы.',
  },
  {
    expert: false,
    minutesAgo: 60,
    viewed: false,
    text: 'Добрый день! Можно ли заниматься вечером, а не утром?',
  },
  {
    expert: true,
    minutesAgo: 30,
    viewed: false,
    text: 'Конечно, главное — не позже чем за два часа до сна.',
  },
  {
    expert: true,
    minutesAgo: 29,
    viewed: false,
    text: 'Пришлите видео упражнения, я посмотрю технику.',
  },
] as const;

/** Opens a chat on every stream of the demo learner that has none; the first chat opened gets
 * the demo dialogue with the demo expert. */
export const seedChats: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, expert] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(EXPERT),
  ]);
  if (!learner || !expert) return;
  const chats = chatsRepository(db);
  const streams = await chats.streamsWithoutChat(learner.id);
  for (const [index, stream] of streams.entries()) {
    const chat = await chats.open({ streamId: stream.streamId, title: stream.title });
    if (index > 0) continue;
    for (const line of DIALOGUE) {
      const at = addSeconds(now, -line.minutesAgo * 60);
      const values = { chatId: chat.id, message: line.text, createdAt: at, updatedAt: at };
      const scope = line.expert
        ? { reviewerId: expert.id, brandId: expert.brandId }
        : { learnerId: learner.id };
      // The expert's chats are those of the courses assigned by the homework step.
      if (!(await chats.insertMessage(scope, { ...values, isViewed: line.viewed })))
        throw new Error('the demo expert is not assigned to the demo learner’s course');
    }
  }
};
