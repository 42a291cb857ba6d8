import { addSeconds } from '../lib/clock';
import { chatsRepository } from '../modules/chats/chats.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';
const EXPERT = 'expert@example.com';

interface Line {
  expert: boolean;
  minutesAgo: number;
  /** Read by the other side. */
  viewed: boolean;
  text: string;
}

/** The dialogues of the demo learner's chats by course, minutes before the moment of seeding,
 * so that the learner and the expert's queue show each state: an answered chat whose last two
 * answers the learner has not read, and a question that waits for an answer. Other chats stay
 * empty. */
const DIALOGUES: Record<string, Line[]> = {
  'yoga-basics': [
    {
      expert: true,
      minutesAgo: 180,
      viewed: true,
      text: 'Здравствуйте! Я ваш эксперт по курсу. Пишите, если появятся вопросы.',
    },
    {
      expert: false,
      minutesAgo: 60,
      viewed: true,
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
  ],
  'healthy-back': [
    {
      expert: false,
      minutesAgo: 45,
      viewed: false,
      text: 'Можно ли делать упражнения для спины во время заморозки курса?',
    },
  ],
};

/** Opens a chat on every stream of the demo learner that has none, with its course's dialogue
 * with the demo expert (whom the homework step assigns to the demo courses). */
export const seedChats: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, expert] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(EXPERT),
  ]);
  if (!learner || !expert) return;
  const chats = chatsRepository(db);
  const expertScope = { reviewerId: expert.id, brandId: expert.brandId };
  for (const stream of await chats.streamsWithoutChat(learner.id)) {
    const { chat } = await chats.open({ streamId: stream.streamId, title: stream.title });
    for (const line of DIALOGUES[stream.courseKey] ?? []) {
      const at = addSeconds(now, -line.minutesAgo * 60);
      const scope = line.expert ? expertScope : { learnerId: learner.id };
      const values = { chatId: chat.id, message: line.text, isViewed: line.viewed };
      if (!(await chats.insertMessage(scope, { ...values, createdAt: at, updatedAt: at })))
        throw new Error(`the demo expert does not review the course ${stream.courseKey}`);
    }
  }
};
